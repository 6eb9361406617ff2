// Command hostfiles writes _headers, _redirects and nginx.conf into a built
// site folder again, as "mage build" does, with the settings of the
// environment (FL_NGINX_ROOT, FL_NGINX_API, FL_NGINX_LISTEN,
// FL_NGINX_BROTLI, FL_CSP_CONNECT_SRC, FL_HSTS): for a deploy whose nginx
// settings differ from the build machine's, without building again.
//
//	FL_NGINX_API=10.0.0.2:8080 go run ./apps/server/cmd/hostfiles dist
package main

import (
	"fmt"
	"os"

	"github.com/freightlane/website/packages/sitegen/hostconfig"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: hostfiles SITE_FOLDER")
		os.Exit(2)
	}
	opts, err := hostconfig.OptionsFromEnv(os.Getenv)
	if err == nil {
		err = hostconfig.Write(os.Args[1], opts)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "hostfiles:", err)
		os.Exit(1)
	}
	fmt.Printf("wrote %s, %s and %s into %s\n", hostconfig.HeadersFile, hostconfig.RedirectsFile, hostconfig.NginxFile, os.Args[1])
}
