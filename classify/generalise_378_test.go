package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases378 runs held-out set 378: nginx, Go net/http and os uncommon failures, captured live, labelled blind.
// First run at 1172ee2: 22/30 overall, 10/16 tricky.
// Tolerated: i378-go-http2-frame-too-large: invalid vs premise (taxonomy row on plain HTTP against a TLS port, dev grpc-plaintext-to-tls-frame-too-large; set 339 tolerated i339-h2-frame-too-large-h1 the same): Go's bare "http2: frame too large" is most often a protocol spoken to a port that speaks another, the call's scheme to fix.
// Tolerated: i378-go-http-307-getbody-nil: transient vs invalid (taxonomy status table "302, 307 transient", S3's new-bucket 307): a 307 with a Location reads as a temporary redirect; only the unreplayable body, which the text does not show, made it final.
// Tolerated: i378-os-efbig-rlimit-fsize: premise vs invalid (taxonomy set 40 row: EFBIG is a limit of the host, as ENOSPC and EDQUOT; sets 40 and 102).
// Tolerated: i378-os-fifo-no-reader: transient vs premise (taxonomy ENXIO row: a FIFO with no reader yet is transient, fifo(7)).
// Tolerated: i378-nginx-dav-mkcol-405-exists: invalid vs conflict (taxonomy sets 44 and 159: nginx's 405 page names no method and keeps the 405 reading; the MKCOL is read only where the text names it).
// Tolerated: i378-nginx-dav-mkcol-409-parent-missing: conflict vs premise (taxonomy set 44: a 409 reads as a missing intermediate collection only where the text names MKCOL, COPY or MOVE or shows WebDAV; nginx's bare 409 page does neither).
func TestIndependentCases378(t *testing.T) {
	runIndependent(t, "testdata/independent378.jsonl", true,
		"i378-go-http2-frame-too-large", "i378-go-http-307-getbody-nil", "i378-os-efbig-rlimit-fsize",
		"i378-os-fifo-no-reader", "i378-nginx-dav-mkcol-405-exists", "i378-nginx-dav-mkcol-409-parent-missing")
}

// TestGeneralise378 checks the class set 378's SSI miss belongs to: a 2xx
// HTML page into which a server-side include put an error where a fragment
// should be, in other software's words.
func TestGeneralise378(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"apache mod_include marker", "http", 200, "", "HTTP/1.1 200 OK\nServer: Apache/2.4.62 (Debian)\nContent-Type: text/html\n\n<html><body><h1>Orders</h1>[an error occurred while processing this directive]<p>footer</p></body></html>", rung.KindAmbiguous},
		{"nginx ssi marker", "http", 200, "", "HTTP/1.1 200 OK\nServer: nginx/1.24.0\nContent-Type: text/html\n\n<div class=\"nav\">[an error occurred while processing the directive]</div><main>Price list</main>", rung.KindAmbiguous},
		{"varnish esi 503 fragment", "http", 200, "", "HTTP/1.1 200 OK\nVia: 1.1 varnish (Varnish/7.4)\nContent-Type: text/html\n\n<header>Shop</header><div id=\"cart\"><!DOCTYPE html>\n<html>\n  <head>\n    <title>503 Backend fetch failed</title>\n  </head>\n  <body>\n    <h1>Error 503 Backend fetch failed</h1>\n  </body>\n</html>\n</div>", rung.KindAmbiguous},
		{"apache 404 page included", "http", 200, "", "HTTP/1.1 200 OK\nContent-Type: text/html\n\n<p>Header</p><!DOCTYPE HTML PUBLIC \"-//IETF//DTD HTML 2.0//EN\">\n<html><head>\n<title>404 Not Found</title>\n</head><body>\n<h1>Not Found</h1>\n<p>The requested URL was not found on this server.</p>\n</body></html>\n<p>Footer</p>", rung.KindAmbiguous},
		{"tomcat 500 page in an esi include", "http", 200, "", "HTTP/1.1 200 OK\nContent-Type: text/html\n\n<nav>Menu</nav><html lang=\"en\"><head><title>HTTP Status 500 – Internal Server Error</title></head><body><h1>HTTP Status 500 – Internal Server Error</h1></body></html>", rung.KindAmbiguous},
		// Near misses: a whole 404 page served under 200 (a soft 404, set
		// 211's tool rendering) and a 200 page that names an error code in
		// its own title keep their readings.
		{"soft 404 rendered by a tool", "http", 200, "200 OK", "GET http://127.0.0.1:32111/blog/x: 200 OK: <!doctype html><html><head><title>Page not found | Acme</title></head><body><h1>Oops! That page can't be found.</h1></body></html>", rung.KindPremise},
		{"whole page 200 no splice", "http", 200, "", "HTTP/1.1 200 OK\nContent-Type: text/html\n\n<html><head><title>Release notes</title></head><body><p>Fixed the 404 page.</p></body></html>", rung.KindUnknown},
	})
}
