package classify

import "strings"

// uriSpelledPath reads a "no such file" whose path shows, in its own
// form, that the argument was written as a URI rather than a file-system
// path (set 54):
//
//   - a URI scheme inside it: a file:// URI a server resolved against its
//     root becomes ".../file:/tmp/x.md" (the MCP filesystem server's
//     validatePath), Go's os.Open("file:///tmp/x.md"), an s3:// or
//     https:// address handed to a local open;
//   - percent-encoded octets ("q3%20final.md"): RFC 3986 2.1 encoding
//     belongs to URIs, and open(2) takes the bytes as they are; an
//     unexpanded printf placeholder ("app-%02d.log") reads the same and
//     is the same fault.
//
// The file the plan means may well be there under its decoded path: what
// is false is the argument's spelling, not the world: invalid, though
// ENOENT alone is premise.
func uriSpelledPath(t string) (Result, bool) {
	if !hasAny(t, "no such file or directory", "enoent", "cannot find the path specified", "cannot find the file specified") {
		return Result{}, false
	}
	p := enoentPath(t)
	if p == "" {
		return Result{}, false
	}
	// Set 1344: cmd/go reading a GOPROXY=file:// proxy builds the URL
	// itself from the proxy protocol ("reading file:///cache/download/
	// example.com/m/@v/list", ".../@v/v1.2.3.info", ".../@latest"): the
	// module or version is not there, the errno's own premise, not a
	// URI-spelled argument.
	if strings.Contains(p, "/@v/") || strings.HasSuffix(p, "/@latest") {
		return Result{}, false
	}
	if s := schemeInPath(p); s != "" {
		return verdict(invalid, "ENOENT on a path that holds a URI scheme ("+s+"): the argument is a URI, give the file-system path")
	}
	if percentEncoded(p) {
		return verdict(invalid, "ENOENT on a path with percent-encoded octets (RFC 3986 2.1): the argument is URL-encoded, give the decoded path")
	}
	return Result{}, false
}

// enoentPath returns the path the failed file operation named: the last
// quoted one (Node's "..., open 'path'", Python's "...: 'path'"), else the
// word just before the errno's ": " (Go's "open path: no such file or
// directory"). Not errnoPath's first path-like word: a client's URL in
// front ("Get \"http://%2Fvar%2Frun%2Fdocker.sock/...\": dial unix ...")
// is no file path (set 54).
//
// A word in double quotes there is the program's own quoting, not the
// name's: PostgreSQL's sentences (`could not access file "$libdir/x"`,
// `could not open extension control file "/usr/share/..."`, as psql and
// node-postgres print them without the SQLSTATE), DuckDB's `IO Error:
// Cannot open file "x.csv"`, a Perl script's `Can't open "x"` put the
// quotes around the path they name (set 110). Go's PathError, which
// prints the path verbatim, is read before this (fsnames.go spelledPath),
// and a path in double quotes inside Node's or Python's single quotes
// still keeps them.
func enoentPath(t string) string {
	if i := lastQuote(t, len(t)); i > 0 {
		// A backtick inside the span makes it the inside of GNU's `x'
		// quotes (tar's "Removing leading `/' from member names" twice,
		// set 1339), not a quoted path.
		if j := lastQuote(t, i); j >= 0 && strings.IndexByte(t[j+1:i], '`') < 0 {
			return t[j+1 : i]
		}
	}
	for _, e := range [...]string{": no such file or directory", ": the system cannot find"} {
		if i := indexFold(t, e); i > 0 {
			w := t[strings.LastIndexAny(t[:i], " \n\t")+1 : i]
			if len(w) >= 2 && w[0] == '"' && w[len(w)-1] == '"' {
				w = w[1 : len(w)-1]
			}
			return w
		}
	}
	return ""
}

// lastQuote returns the index of the last single quote in t[:end] that is
// not a contraction's apostrophe (a letter on both sides, as in "can't",
// "couldn't"), or -1. Set 1738: gpg's "can't open signed data 'x'" then
// "can't hash datafile: No such file or directory" took the span from the
// path's closing quote to "can't" as the path, a newline at its start.
func lastQuote(t string, end int) int {
	for {
		i := strings.LastIndexByte(t[:end], '\'')
		if i <= 0 || i+1 >= len(t) || !isLetter(t[i-1]) || !isLetter(t[i+1]) {
			return i
		}
		end = i
	}
}

// uriSchemes are the schemes an agent hands a file API by mistake.
var uriSchemes = [...]string{"file:", "http:", "https:", "s3:", "gs:", "ftp:"}

// schemeInPath returns the URI scheme that starts the path or one of its
// components, followed by a slash ("file:/", "https://"), or "".
func schemeInPath(p string) string {
	for _, s := range uriSchemes {
		for i := range foldMatches(p, s) {
			end := i + len(s)
			if (i == 0 || p[i-1] == '/') && end < len(p) && p[end] == '/' {
				return strings.TrimSuffix(s, ":")
			}
		}
	}
	return ""
}

// percentEncoded reports a '%' followed by two hex digits.
func percentEncoded(p string) bool {
	for i := 0; i+2 < len(p); i++ {
		if p[i] == '%' && isHex(p[i+1]) && isHex(p[i+2]) {
			return true
		}
	}
	return false
}

// isHex reports a hex digit of either case (RFC 3986 2.1 allows both).
func isHex(b byte) bool { return isLowerHex(b) || 'A' <= b && b <= 'F' }
