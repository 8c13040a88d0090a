package classify

import "strings"

// directoryListing2xx reads a 2xx HTML page that is a web server's
// generated index of a directory: nginx's autoindex and lighttpd's
// mod_dirlisting ("<title>Index of /path/</title>"), Apache's
// mod_autoindex (the same title), Python's http.server ("Directory
// listing for /path/"), IIS's directory browsing ("[To Parent
// Directory]"), and Go's http.FileServer, whose listing is a bare <pre>
// of links (net/http fs.go dirList), also as Caddy passes it on. The URL
// the step fetched names a directory, so the server answered with the
// names of its files where the step wanted a document: the call worked
// and its result is unusable as it stands. Narrowing to one of the listed
// files is the way on: ambiguous (sets 1240 and 1357). A page that only
// mentions an index, or a <pre> among other markup, keeps its reading.
func directoryListing2xx(c *ctx) (Result, bool) {
	if c.status/100 != 2 || !hasFold(c.body, "<") {
		return Result{}, false
	}
	t := c.body
	title := tagText(t, "title")
	if hasPrefixFold(title, "Index of /") || hasPrefixFold(title, "Directory listing for /") ||
		hasFold(t, "[To Parent Directory]") || goFileServerListing(t) {
		return verdict(ambiguous, "http "+itoa(c.status)+" whose page is a server's index of a directory: the URL names a directory, not the document the step wanted; narrow to one of its files")
	}
	return Result{}, false
}

// goFileServerListing reports whether t is net/http's directory listing:
// an optional doctype and viewport line, then "<pre>" and nothing but
// lines of "<a href=...>" up to "</pre>".
func goFileServerListing(t string) bool {
	t = strings.TrimSpace(t)
	i := strings.Index(t, "<pre>\n")
	if i < 0 || !strings.HasSuffix(t, "</pre>") {
		return false
	}
	head := strings.TrimSpace(t[:i])
	if head != "" && !hasPrefixFold(head, "<!doctype html>") {
		return false
	}
	body := t[i+len("<pre>\n") : len(t)-len("</pre>")]
	if body == "" {
		return false
	}
	for body != "" {
		line, rest, _ := strings.Cut(body, "\n")
		if !strings.HasPrefix(line, "<a href=\"") || !strings.HasSuffix(line, "</a>") {
			return false
		}
		body = rest
	}
	return true
}
