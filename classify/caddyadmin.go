package classify

import "strings"

// caddyAdminError reads the answer of Caddy's admin API (the /config/,
// /id/ and /load endpoints, caddy's admin.go and caddy.go
// unsyncedConfigAccess), whose {"error":"..."} envelope comes with a status
// that does not tell the class: a config path that is not in the running
// config is a 400 on GET and a 500 on PATCH, and a PUT onto a key that is
// there is a 500. Its traversal wording decides:
//
//   - "invalid traversal path at: config/..." and "[/config/...] key does
//     not exist: ..." (the path the step named is not in the running
//     config) and "array index out of bounds" (no element at that index):
//     premise, the object the step assumed is not there;
//   - "[/config/...] key already exists: ..." (PUT creates and refuses an
//     existing key, https://caddyserver.com/docs/api#put-configpath):
//     conflict, the world holds what the step was to create;
//   - "invalid array index": invalid, the path's index is not a number.
//
// A config the /load endpoint cannot load keeps its own wording (the
// EADDRINUSE, the JSON syntax), read by the body's other readers.
func caddyAdminError(s int, t string) (Result, bool) {
	if s < 400 || len(t) < 12 || t[0] != '{' || !strings.HasPrefix(t, `{"error":"`) {
		return Result{}, false
	}
	if !strings.Contains(t, "[/config/") && !strings.Contains(t, "traversal path at: config/") {
		return Result{}, false
	}
	switch {
	case strings.Contains(t, "invalid traversal path at: "), strings.Contains(t, "] key does not exist: "),
		strings.Contains(t, "] array index out of bounds"):
		return verdict(premise, "http "+itoa(s)+", Caddy admin API: the config path is not in the running config (caddy.go unsyncedConfigAccess)")
	case strings.Contains(t, "] key already exists: "):
		return verdict(conflict, "http "+itoa(s)+", Caddy admin API: PUT onto a config key that exists (PUT creates only)")
	case strings.Contains(t, "] invalid array index "):
		return verdict(invalid, "http "+itoa(s)+", Caddy admin API: the path's array index is not a number")
	}
	return Result{}, false
}
