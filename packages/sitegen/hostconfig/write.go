package hostconfig

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/freightlane/website/packages/sitegen/inlinescript"
)

// Options say what the host files allow and where nginx finds things; the
// CSP hashes come from the site folder itself.
type Options struct {
	// ConnectSources and HSTS as the Go server's FL_CSP_CONNECT_SRC and
	// FL_HSTS.
	ConnectSources []string
	HSTS           bool
	Nginx          Nginx
}

// OptionsFromEnv reads the options from the variables the Go server reads
// for the same headers (FL_CSP_CONNECT_SRC, FL_HSTS) and FL_NGINX_ROOT,
// FL_NGINX_API, FL_NGINX_LISTEN and FL_NGINX_BROTLI for nginx.conf.
func OptionsFromEnv(getenv func(string) string) (Options, error) {
	o := Options{ConnectSources: strings.Fields(getenv("FL_CSP_CONNECT_SRC")), Nginx: DefaultNginx}
	switch v := getenv("FL_HSTS"); v {
	case "", "false":
	case "true":
		o.HSTS = true
	default:
		return o, fmt.Errorf("FL_HSTS: want true or false, not %q", v)
	}
	for name, field := range map[string]*string{"FL_NGINX_ROOT": &o.Nginx.Root, "FL_NGINX_API": &o.Nginx.API, "FL_NGINX_LISTEN": &o.Nginx.Listen} {
		if v := getenv(name); v != "" {
			*field = v
		}
	}
	switch v := getenv("FL_NGINX_BROTLI"); v {
	case "", "off":
	case "on":
		o.Nginx.Brotli = true
	default:
		return o, fmt.Errorf("FL_NGINX_BROTLI: want on or off, not %q", v)
	}
	return o, nil
}

// Write writes _headers, _redirects and nginx.conf into the site folder
// dir, computed from its files (as the Go server indexes them) and its
// inline scripts and styles (as the Go server hashes them).
func Write(dir string, o Options) error {
	return write(dir, o, nil)
}

// WriteKnown is Write for a site whose inline scripts and styles the
// caller has hashed already (inlinescript's sources of every page): the
// site build reads them in its link check's pass over the pages, and the
// host files do not read every page again.
func WriteKnown(dir string, o Options, hashes inlinescript.Sources) error {
	return write(dir, o, &hashes)
}

func write(dir string, o Options, hashes *inlinescript.Sources) error {
	// Read as the Go server reads it: symlinks only while they stay inside.
	root, err := os.OpenRoot(dir)
	if err != nil {
		return fmt.Errorf("host files: %w", err)
	}
	defer root.Close()
	s, err := scan(root.FS(), hashes)
	if err != nil {
		return fmt.Errorf("host files: reading %s: %w", dir, err)
	}
	sec := Security{ScriptHashes: s.hashes.Scripts, StyleHashes: s.hashes.Styles, ConnectSources: o.ConnectSources, HSTS: o.HSTS}
	headers, err := headersFile(s, sec)
	if err != nil {
		return err
	}
	nginx, err := nginxFile(s, sec, o.Nginx)
	if err != nil {
		return err
	}
	for name, content := range map[string]string{HeadersFile: headers, RedirectsFile: redirectsFile(s), NginxFile: nginx} {
		// A new file, never written through: a build may hard-link files
		// of the previous release into the folder.
		p := filepath.Join(dir, name)
		if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			return err
		}
	}
	return nil
}
