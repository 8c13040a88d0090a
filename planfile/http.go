package planfile

import (
	"errors"

	"github.com/rungkit/rung"
	runghttp "github.com/rungkit/rung/tool/http"
)

// checkHTTP validates the tools.http options that need no environment
// (allowed_hosts, methods, read_only) when the file is parsed, so a bad
// value is reported with its line before anything starts.
func (p *File) checkHTTP() error {
	h := p.Tools.HTTP
	if h == nil {
		return nil
	}
	o := runghttp.Options{AllowedHosts: h.AllowedHosts, Methods: h.Methods, ReadOnly: h.ReadOnly}
	return p.httpErr(o.Check())
}

// httpErr places an error of tool/http's options at the field it names.
func (p *File) httpErr(err error) error {
	if err == nil {
		return nil
	}
	var oe *runghttp.OptionError
	if errors.As(err, &oe) {
		return p.errAt("tools.http."+oe.Field, "%s", rung.Redact(oe.Msg))
	}
	return p.errAt("tools.http", "%s", rung.Redact(err.Error()))
}
