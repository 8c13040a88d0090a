package classify

import "strings"

// WebDAV gives some statuses a meaning of their own per method (RFC 4918),
// and that meaning is not the one the status carries elsewhere:
//
//   - MKCOL, COPY and MOVE answer 409 when "a collection cannot be made at
//     the Request-URI [or the destination] until one or more intermediate
//     collections have been created" (9.3.1, 9.8.5, 9.9.4): nothing exists
//     that the step made; a parent the plan assumed is missing (premise);
//   - MKCOL answers 405 when "MKCOL can only be executed on an unmapped
//     URL" (9.3.1): the collection the step was to make is there
//     (conflict), which is why clients such as gowebdav take a 405 to
//     MKCOL as done.
//
//   - PUT answers 409 on a WebDAV server for the same reason: "A PUT that
//     would result in the creation of a resource without an appropriately
//     scoped parent collection MUST fail with a 409" (9.7.1; SabreDAV, as
//     Nextcloud runs it: "Files can only be created as children of
//     collections"). A PUT's 409 elsewhere is an ordinary conflict, so this
//     reading needs the server to show it speaks WebDAV (davServer).
//
// The method is read where a client or a tool's wrapper names it before
// the path or URL ("MKCOL https://host/dav/a/: 409 Conflict", gowebdav's
// os.PathError "MOVE /a.txt: 409", gowebdav's "Mkdir /a/: 409" and
// "MkdirAll /a/: 409", which send MKCOL, curl's "-X MKCOL"), upper-case as
// HTTP spells it, so that a sentence's "move" or Go's "mkdir" of a local
// directory is not taken for it.

// webdavStatus reads status s (404, 405, 409 or 412) by the WebDAV method the text
// names; ok is false for any other status or when no such method is named.
func webdavStatus(s int, t string) (Result, bool) {
	if s >= 400 && s < 500 || s == 501 {
		if r, ok := davShape(t); ok { // davwords.go
			return r, true
		}
	}
	if s == 404 && putToCollection(t) {
		// x/net/webdav's handlePut answers a PUT to a directory 404 (its
		// OpenFile fails with other than IsNotExist).
		return verdict(invalid, "webdav PUT 404 to a collection URL (its path ends in /): PUT writes a file, not a collection (RFC 4918 5.2, 9.7.2): name the file")
	}
	if s == 409 && nginxMkcolNoSlash(t) {
		return verdict(invalid, "webdav MKCOL 409 from nginx's dav module to a URL without a trailing slash: it makes a collection only at a collection's URL (\"MKCOL can create a collection only\"): add the /")
	}
	if s == 500 && nginxPutNotPlaced(t) {
		return verdict(premise, "nginx's own 500 page to a PUT, COPY or MOVE of a file: its dav module answers 500 when it cannot put the file in place, a directory the path names that is missing (create_full_put_path off; RFC 4918 9.7.1's missing parent) or a store that refuses the write: the server's tree, not time; create the parent first")
	}
	if s == 409 && nginxDeleteShape(t) {
		return verdict(invalid, "webdav 409 from nginx's dav module to a DELETE or PUT: the URL names a collection the method cannot take, or its trailing slash disagrees with the disk: fix the URL")
	}
	if (s == 405 || s == 501) && davOnlyMethod(t) {
		return verdict(premise, "webdav: a 405 or 501 to a method only a WebDAV server's own extensions define (PROPFIND, PROPPATCH, LOCK, UNLOCK): the server does not implement it, whatever the arguments (nginx's dav module has none of them); list or lock another way")
	}
	if s != 405 && s != 409 && s != 412 {
		return Result{}, false
	}
	m := webdavMethod(t)
	if m == "" && s == 405 && hasFold(t, "the requested method mkcol is not allowed") {
		// Apache httpd's stock 405 page names the refused method itself
		// (http_protocol.c: "The requested method %s is not allowed for
		// this URL."), and mod_dav sends it for a MKCOL on a mapped URL, so
		// a tool that passes only the body still shows the method.
		m = "MKCOL"
	}
	switch {
	case s == 412:
		// A COPY's or MOVE's 412 is the RFC's own example: "the Overwrite
		// header is \"F\" and the destination URL is already mapped"
		// (9.8.5, 9.9.4); gowebdav's Rename and Copy with overwrite false
		// send Overwrite: F and report only "MOVE /a.md: 412".
		if m == "COPY" || m == "MOVE" {
			return verdict(conflict, "webdav "+m+" 412: the destination is already mapped and Overwrite is F (RFC 4918 9.8.5, 9.9.4): it holds what the step was to make")
		}
		return Result{}, false
	case m == "PUT" && putToCollection(t):
		return verdict(invalid, "webdav PUT "+itoa(s)+" to a collection URL (its path ends in /): PUT writes a file, not a collection (RFC 4918 5.2, 9.7.2): name the file")
	case m == "" || m == "PUT" && (s != 409 || !davServer(t)):
		return Result{}, false
	case s == 409:
		return verdict(premise, "webdav "+m+" 409: an intermediate collection is missing (RFC 4918 9.3.1, 9.8.5, 9.9.4): create the parent first")
	case m == "MKCOL":
		return verdict(conflict, "webdav MKCOL 405: the URL is already mapped (RFC 4918 9.3.1): the collection exists")
	}
	return Result{}, false
}

// webdavPathStatus reads gowebdav's os.PathError, whose error is the bare
// status ("Mkdir /reports/2026/: 409"), for a text that quotes no status
// in any other form.
func webdavPathStatus(t string) (Result, bool) {
	if webdavMethod(t) == "" {
		return Result{}, false
	}
	for _, q := range [...]struct {
		text   string
		status int
	}{{": 409", 409}, {": 405", 405}, {": 412", 412}} {
		i := strings.Index(t, q.text)
		if i < 0 || i+len(q.text) < len(t) && isAlnum(t[i+len(q.text)]) {
			continue
		}
		return webdavStatus(q.status, t)
	}
	return Result{}, false
}

// webdavMethod returns the method (MKCOL, COPY, MOVE, or PUT) the text
// names as a request's, or "". An API gateway's JSON error body that
// echoes the request as fields ({"error":"method_not_allowed",
// "method":"MKCOL","path":"/dav/a/"}: nginx error_page bodies built from
// $request_method and $uri, set 1759) names it as the "method" field's
// value beside a "path" or "url" field.
func webdavMethod(t string) string {
	if m, _ := jsonEchoRequest(t); m != "" {
		return m
	}
	for _, m := range [...]struct{ word, method string }{
		{"MKCOL", "MKCOL"}, {"MkdirAll", "MKCOL"}, {"Mkdir", "MKCOL"}, {"COPY", "COPY"}, {"MOVE", "MOVE"}, {"PUT", "PUT"},
	} {
		for i := range exactMatches(t, m.word) {
			if i > 0 && (isAlnum(t[i-1]) || t[i-1] == '_') {
				continue
			}
			if requestTarget(t[i+len(m.word):]) {
				return m.method
			}
		}
	}
	return ""
}

// requestTarget reports whether rest, what follows a method's name, starts
// with a request's target: a space, then a path or a URL, maybe quoted.
func requestTarget(rest string) bool {
	if len(rest) < 2 || rest[0] != ' ' {
		return false
	}
	rest = strings.TrimLeft(rest[1:], "\"'")
	return strings.HasPrefix(rest, "/") || strings.HasPrefix(rest, "http://") || strings.HasPrefix(rest, "https://")
}

// putToCollection reports a PUT whose request target's path, below the
// root, ends in "/": the URL of a collection (RFC 4918 5.2), which a PUT
// cannot write (9.7.2). WebDAV servers refuse it with 409 or 405, often in
// a page that does not say why (nginx logs "cannot PUT to a collection"
// and answers its generic 409 page), so the target is the evidence. The
// root is left out: S3 creates a bucket with a PUT to "/".
func putToCollection(t string) bool {
	for _, u := range requestPaths(t, "PUT") {
		return len(u) > 1 && u[len(u)-1] == '/'
	}
	return false
}

// requestPaths returns the path, below the host, of each request target
// that follows method's name in t ("PUT https://host/a/b: 409" gives
// "/a/b"; a URL with no path gives ""), query and fragment cut off.
func requestPaths(t, method string) []string {
	var paths []string
	if m, p := jsonEchoRequest(t); m == method {
		paths = append(paths, p)
	}
	for i := range exactMatches(t, method+" ") {
		if i > 0 && (isAlnum(t[i-1]) || t[i-1] == '_') || !requestTarget(t[i+len(method):]) {
			continue
		}
		u := t[i+len(method)+1:]
		if j := strings.IndexAny(u, " \t\r\n"); j >= 0 {
			u = u[:j]
		}
		u = strings.TrimRight(strings.Trim(u, "\"'"), ":,")
		u = strings.TrimRight(u, "\"'")
		if j := strings.Index(u, "://"); j >= 0 {
			k := strings.IndexByte(u[j+3:], '/')
			if k < 0 {
				paths = append(paths, "")
				continue
			}
			u = u[j+3+k:]
		}
		if j := strings.IndexAny(u, "?#"); j >= 0 {
			u = u[:j]
		}
		paths = append(paths, u)
	}
	return paths
}

// nginxMkcolNoSlash reports a MKCOL whose target's path does not end in
// "/", answered with nginx's own 409 page: nginx's dav module checks the
// slash before it touches the disk and logs "MKCOL can create a
// collection only" (ngx_http_dav_mkcol_handler), so its 409 here is the
// URL's shape, not a missing parent (set 186, captured live; a MKCOL to a
// URL ending in "/" under a missing parent stays premise).
func nginxMkcolNoSlash(t string) bool {
	return nginxOwnPageForFile(t, "<title>409 conflict</title>", "MKCOL")
}

// nginxOwnPageForFile reports nginx's own error page with the given title
// answering method on a path that names a file: the first request line's
// path below the root does not end in "/".
func nginxOwnPageForFile(t, title, method string) bool {
	if !nginxOwnPage(t, title) {
		return false
	}
	for _, u := range requestPaths(t, method) {
		return len(u) > 1 && u[len(u)-1] != '/'
	}
	return false
}

// nginxOwnPage reports nginx's own error page with the given title
// (lower-case "<title>409 conflict</title>"): the page's footer
// "<center>nginx", or, where a tool trimmed the page to its title line,
// that line as nginx alone writes it, the title inside "<head>" and
// "</head>" on one line ("<head><title>409 Conflict</title></head>",
// ngx_http_special_response.c; set 1512). Apache httpd, lighttpd, Jetty
// and Tomcat put the title on its own line or word it otherwise, and a
// proxied page carries the upstream's body.
func nginxOwnPage(t, title string) bool {
	i := indexFold(t, title)
	if i < 0 {
		return false
	}
	if hasFold(t, "<center>nginx") {
		return true
	}
	return hasSuffixFold(t[:i], "<head>") && hasPrefixFold(t[i+len(title):], "</head>")
}

// nginxDeleteShape reports a DELETE, PUT, COPY or MOVE answered with
// nginx's own 409 page. nginx sends that page itself only from its dav
// module (a proxied 409 carries the upstream's body), and there it answers
// 409 to DELETE and PUT when the URL names a collection the method
// cannot take, or its trailing slash disagrees with the disk
// (ngx_http_dav_module.c, 1.22
// captured live: a directory deleted without "/" logs "DELETE ... failed
// (21: Is a directory)", a PUT onto a directory "could not be created (21:
// Is a directory)", a PUT to a URL ending in "/" "cannot PUT to a
// collection"; a PUT under a missing directory is a 500): the URL's shape,
// not a state of the world.
//
// COPY and MOVE are the same (set 1512, 1.22.1 captured live): the module
// answers its 409 only when the source's and the Destination's trailing
// slashes disagree ("both URI ... should be either collections or
// non-collections") or a file is sent onto an existing directory ("could
// not be COPYed to collection"); a Destination under a missing directory
// is its 500 or 404, not a 409. So nginx's own 409 to these methods is the
// request's shape too, not RFC 4918's missing intermediate collection.
func nginxDeleteShape(t string) bool {
	if !nginxOwnPage(t, "<title>409 conflict</title>") {
		return false
	}
	for _, m := range [...]string{"DELETE ", "PUT ", "COPY ", "MOVE "} {
		for i := range exactMatches(t, m) {
			if (i == 0 || !isAlnum(t[i-1]) && t[i-1] != '_') && requestTarget(t[i+len(m)-1:]) {
				return true
			}
		}
	}
	return false
}

// nginxPutNotPlaced reports a PUT of a file (its path below the root does
// not end in "/") answered with nginx's own 500 page. A proxied 500 carries
// the upstream's body, and nginx renders its own 500 only for a failure on
// its side; for a PUT that is its dav module failing to rename the
// uploaded temporary file into place: a parent directory that does not
// exist, with create_full_put_path off (1.22 captured live, error.log
// "[crit] rename() ... failed (2: No such file or directory)"; set 1186),
// or a directory or store that refuses the write, which set 67 reads
// premise too. A COPY or MOVE of a file answered so is the same module
// failing to write the destination: a COPY into a collection that does not
// exist logs "[crit] open() ... failed (2: No such file or directory)" and
// answers nginx's 500 (1.22 captured live, set 1240; RFC 4918 9.8.5 calls
// it the missing intermediate collection). A GET's or a POST's nginx 500,
// and an upstream's own 500 body to a PUT, keep the 500's reading.
func nginxPutNotPlaced(t string) bool {
	const page = "<title>500 internal server error</title>"
	return nginxOwnPageForFile(t, page, "PUT") || nginxOwnPageForFile(t, page, "COPY") || nginxOwnPageForFile(t, page, "MOVE")
}

// davServer reports a text that shows a WebDAV server: an error body in
// the DAV: XML namespace (RFC 4918 14.5, which SabreDAV and Apache mod_dav
// send) or a Nextcloud/ownCloud WebDAV path.
func davServer(t string) bool {
	return hasAny(t, `="dav:"`, "sabre\\dav", "remote.php/dav", "remote.php/webdav")
}

// davOnlyMethod reports a text that names, as a request's method before
// its path or URL ("PROPFIND https://host/dav/: 405 Not Allowed"), one of
// the methods only WebDAV's property and locking extensions define (RFC
// 4918 9.1, 9.2, 9.10, 9.11): PROPFIND, PROPPATCH, LOCK and UNLOCK. A 405
// or 501 to these is a server that does not implement them (nginx's dav
// module supports only PUT, DELETE, MKCOL, COPY and MOVE: "WebDAV clients
// that require additional WebDAV methods to operate will not work with
// this module", nginx.org ngx_http_dav_module; set 1512, captured live),
// not a call to repair. Apache's stock 405 page that names the method
// alone keeps its reading (set 159's near miss).
func davOnlyMethod(t string) bool {
	for _, m := range [...]string{"PROPFIND", "PROPPATCH", "LOCK", "UNLOCK"} {
		for i := range exactMatches(t, m) {
			if i > 0 && (isAlnum(t[i-1]) || t[i-1] == '_') {
				continue
			}
			if requestTarget(t[i+len(m):]) {
				return true
			}
		}
	}
	return false
}

// jsonEchoRequest returns the WebDAV method and the path of a JSON error
// body that echoes its request as "method" and "path" (or "url") fields
// (see webdavMethod), or "" and "" when the body has no such pair.
func jsonEchoRequest(t string) (method, path string) {
	if !strings.Contains(t, `"method"`) || !gatewayEchoShape(t) {
		return "", ""
	}
	m := jsonString(t, "method")
	switch m {
	case "MKCOL", "COPY", "MOVE":
	case "PUT":
		// PUT is every API's verb: only a page with no sentence of its own.
		if strings.Contains(t, `"message"`) || strings.Contains(t, `"detail"`) {
			return "", ""
		}
	default:
		return "", ""
	}
	p := jsonString(t, "path")
	if p == "" {
		p = jsonString(t, "url")
	}
	if !strings.HasPrefix(p, "/") {
		return "", ""
	}
	if j := strings.IndexAny(p, "?#"); j >= 0 {
		p = p[:j]
	}
	return m, p
}

// gatewayEchoShape reports the flat error page a gateway builds from its
// request variables (nginx error_page with $request_method and $uri, set
// 1759): one object, and an "error", where there is one, that is a
// snake_case code. An application's 409 with "error":"Conflict" or its
// own sentence beside an echoed method keeps its reading (the review after
// set 1785).
func gatewayEchoShape(t string) bool {
	if strings.Count(t, "{") != 1 {
		return false
	}
	e := jsonString(t, "error")
	for i := 0; i < len(e); i++ {
		if c := e[i]; (c < 'a' || c > 'z') && c != '_' {
			return false
		}
	}
	return true
}
