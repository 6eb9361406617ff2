package toolchain

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
// missing and we are root or have sudo without a password (a CI runner).
// Elsewhere it only says how: nothing else needs them, and the tests that do
// skip with the same message.
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
	// As root, or through a sudo that needs no password (a CI runner).
	var prefix []string
	if os.Geteuid() != 0 {
		if exec.Command("sudo", "-n", "true").Run() == nil {
			prefix = []string{"sudo", "-n", "DEBIAN_FRONTEND=noninteractive"}
		}
	}
	if _, err := exec.LookPath("apt-get"); err != nil || (os.Geteuid() != 0 && prefix == nil) {
		fmt.Println("nginx (with libnginx-mod-http-brotli-static) is not installed: the static-host test skips its nginx half and mage bench cannot compare; Debian: sudo apt-get install -y nginx libnginx-mod-http-brotli-static")
		return nil
	}
	fmt.Println("installing nginx and its Brotli module with apt-get")
	return apt(prefix, append([]string{"install", "-y", "-qq"}, nginxPackages...)...)
}
