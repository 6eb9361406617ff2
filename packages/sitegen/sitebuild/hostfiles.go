package sitebuild

import (
	"os"

	"github.com/freightlane/website/apps/server/hostconfig"
)

// writeHostFiles writes _headers, _redirects and nginx.conf into the
// finished site folder: the Go server's headers, redirects and cache policy
// for static hosts (see package hostconfig), with the nginx settings taken
// from FL_NGINX_ROOT, FL_NGINX_API, FL_NGINX_LISTEN and FL_NGINX_BROTLI.
func writeHostFiles(site string) error {
	opts, err := hostconfig.OptionsFromEnv(os.Getenv)
	if err != nil {
		return err
	}
	return hostconfig.Write(site, opts)
}
