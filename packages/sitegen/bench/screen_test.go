package bench

import (
	"reflect"
	"testing"
)

func TestCheckScreen(t *testing.T) {
	tests := []struct {
		name string
		part ScreenPart
		want []string
	}{
		{"held out, equal to the engine", ScreenPart{Name: "held-out", MRR: 0.8, ModalMRR: 0.8, EngineMRR: 0.8, Floor: 0.65}, nil},
		{"held out, 0.01 below the engine: holds", ScreenPart{Name: "held-out-2", MRR: 0.79, ModalMRR: 0.79, EngineMRR: 0.8, Floor: 0.65}, nil},
		{"held out, above the engine", ScreenPart{Name: "held-out-3", MRR: 0.9, ModalMRR: 0.85, EngineMRR: 0.8, Floor: 0.6}, nil},
		{"held out, the page 0.05 below the engine", ScreenPart{Name: "held-out-4", MRR: 0.75, ModalMRR: 0.8, EngineMRR: 0.8, Floor: 0.6}, []string{
			"/search page MRR on held-out-4 is 0.750, 0.050 below the engine's 0.800 (at most 0.01 allowed; reproduce: " + ScreenReproduce + ")",
		}},
		{"held out, the modal 0.05 below the engine", ScreenPart{Name: "held-out-4", MRR: 0.8, ModalMRR: 0.75, EngineMRR: 0.8, Floor: 0.6}, []string{
			"search modal MRR on held-out-4 is 0.750, 0.050 below the engine's 0.800 (at most 0.01 allowed; reproduce: " + ScreenReproduce + ")",
		}},
		{"held out, under its floor and below the engine", ScreenPart{Name: "held-out-5", MRR: 0.6, ModalMRR: 0.75, EngineMRR: 0.75, Floor: 0.7}, []string{
			"/search page MRR on held-out-5 is 0.600, 0.100 under the floor of 0.700 (reproduce: " + ScreenReproduce + ")",
			"/search page MRR on held-out-5 is 0.600, 0.150 below the engine's 0.750 (at most 0.01 allowed; reproduce: " + ScreenReproduce + ")",
		}},
		{"held out, the modal under its floor", ScreenPart{Name: "held-out-6", MRR: 0.75, ModalMRR: 0.65, EngineMRR: 0.66, Floor: 0.7}, []string{
			"search modal MRR on held-out-6 is 0.650, 0.050 under the floor of 0.700 (reproduce: " + ScreenReproduce + ")",
		}},
		{"a tuning part is reported, not checked", ScreenPart{Name: "tuning", MRR: 0.1, ModalMRR: 0.1, EngineMRR: 0.9, Floor: 0.8}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := CheckScreen([]ScreenPart{tt.part}); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("CheckScreen =\n%q\nwant\n%q", got, tt.want)
			}
		})
	}
}
