package buildsteps

import (
	"fmt"
	"os"
	"os/exec"
)

// nginxPackages are Debian's nginx and its Brotli module, which the
// semantic test of the static hosts and the server benchmark run against
// the generated nginx.conf.
var nginxPackages = []string{"nginx", "libnginx-mod-http-brotli-static"}

// brotliStaticModule is where the Brotli module's package installs it.
const brotliStaticModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"

// EnsureNginx installs nginx and its Brotli module with apt-get when they are
// missing and we are root. Elsewhere it only says how: nothing else needs
// them, and the tests that do skip with the same message.
func EnsureNginx() error {
	_, errNginx := exec.LookPath("nginx")
	if errNginx != nil {
		if _, err := os.Stat("/usr/sbin/nginx"); err == nil {
			errNginx = nil
		}
	}
	_, errBrotli := os.Stat(brotliStaticModule)
	if errNginx == nil && errBrotli == nil {
		return nil
	}
	if _, err := exec.LookPath("apt-get"); err != nil || os.Geteuid() != 0 {
		fmt.Println("nginx (with libnginx-mod-http-brotli-static) is not installed: the static-host test skips its nginx half and mage bench cannot compare; Debian: sudo apt-get install -y nginx libnginx-mod-http-brotli-static")
		return nil
	}
	fmt.Println("installing nginx and its Brotli module with apt-get")
	env := []string{"DEBIAN_FRONTEND=noninteractive"}
	if err := Run(env, "apt-get", "update", "-qq"); err != nil {
		return err
	}
	return Run(env, "apt-get", append([]string{"install", "-y", "-qq"}, nginxPackages...)...)
}
