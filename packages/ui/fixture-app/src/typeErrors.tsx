// Never bundled: only type-checked. Each line must be a type error, which
// proves the installed declarations are real types and not `any`.
import { Footer, Navbar } from '@freightlane/ui';
import { SearchModal } from '@freightlane/ui/search-modal';

// @ts-expect-error: a link item needs an href
export const linkWithoutHref = <Navbar items={[{ type: 'link', label: 'Tracking' }]} />;

// @ts-expect-error: the footer needs its copyright line
export const footerWithoutCopyright = <Footer columns={[]} />;

// @ts-expect-error: the modal needs a search function
export const modalWithoutSearch = <SearchModal.Root open onOpenChange={() => {}} onNavigate={() => {}} />;
