package sitebuild

import (
	"os"

	"github.com/freightlane/website/packages/sitegen/hostconfig"
	"github.com/freightlane/website/packages/sitegen/inlinescript"
)

// writeHostFiles writes _headers, _redirects and nginx.conf into the
// finished site folder: the Go server's headers, redirects and cache policy
// for static hosts (see package hostconfig), with the nginx settings taken
// from FL_NGINX_ROOT, FL_NGINX_API, FL_NGINX_LISTEN and FL_NGINX_BROTLI,
// and the hash sources of the pages' inline scripts and styles as the link
// check read them: at 2,500 pages, reading every page again with the
// tokenizer took 1.6 s and 200 MiB.
func writeHostFiles(site string, inline inlinescript.Sources) error {
	opts, err := hostconfig.OptionsFromEnv(os.Getenv)
	if err != nil {
		return err
	}
	return hostconfig.WriteKnown(site, opts, inline)
}
