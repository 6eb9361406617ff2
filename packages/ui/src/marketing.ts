// Marketing sections: hero, feature grid, cards, steps, call to action.
export {};
