package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise59 checks the classes that held-out set 59's misses named
// (everyday web-fetch failures captured live from Go's net/http and nginx),
// each on the set's own line and on other software's wording of the same
// class, none of them in a held-out set, with the neighbours each rule must
// leave alone. Each case names the software whose wording it is.
func TestGeneralise59(t *testing.T) {
	cases := []wordingCase{
		// A response head the client's parser refuses: the server's bytes,
		// the same on every retry, not the call's.
		{"response framing: set 59 i59-te-gzip (Go transfer.go unsupportedTEError)", "go", 0, "", `tool web.fetch: Get "http://127.0.0.1:20591/v1/jobs/te-gzip/status": net/http: HTTP/1.x transport connection broken: unsupported transfer encoding: "gzip"`, rung.KindPremise},
		{"response framing: set 59 i59-two-transfer-encodings (Go transfer.go)", "go", 0, "", `tool web.fetch: Get "http://127.0.0.1:20591/v1/jobs/twote/9912": net/http: HTTP/1.x transport connection broken: too many transfer encodings: ["chunked" "chunked"]`, rung.KindPremise},
		{"response framing: set 59 i59-bad-content-length (Go transfer.go parseContentLength)", "go", 0, "", `tool web.fetch: Get "http://127.0.0.1:20591/v1/inventory/badcl?sku=KET-0007": net/http: HTTP/1.x transport connection broken: bad Content-Length "48, 48"`, rung.KindPremise},
		{"response framing: set 59 i59-malformed-mime-header (Go net/textproto)", "go", 0, "", `tool web.fetch: Get "http://127.0.0.1:20591/v1/accounts/acct_7/mimehdr": net/http: HTTP/1.x transport connection broken: malformed MIME header: missing colon: "X-Request-Id req_8f2c41"`, rung.KindPremise},
		{"response framing: Go 1.20 and earlier net/textproto readMIMEHeader", "", 0, "", "Get \"http://10.0.4.17:8080/v1/stock\": net/http: HTTP/1.x transport connection broken: malformed MIME header line: X Trace abc", rung.KindPremise},
		{"response framing: Go net/http transfer.go body.readTrailer", "go", 0, "", `tool web.fetch: GET http://10.0.4.17:8080/v1/export.csv: reading body: http: suspiciously long trailer after chunked body`, rung.KindPremise},
		{"response framing: Node.js http client (llhttp HPE_INVALID_CONTENT_LENGTH)", "", 0, "", "tool web.fetch: Error: Parse Error: Invalid character in Content-Length", rung.KindPremise},
		{"response framing: hyper 1.x error.rs Parse::Header(ContentLengthInvalid) through reqwest", "", 0, "", "tool web.fetch: error sending request for url (http://10.0.4.17:8080/v1/stock): invalid content-length parsed", rung.KindPremise},
		{"response framing: hyper 1.x error.rs Parse::Header(TransferEncodingInvalid) through reqwest", "", 0, "", "tool web.fetch: error sending request for url (http://10.0.4.17:8080/v1/stock): invalid transfer-encoding parsed", rung.KindPremise},
		// ...and a request's own bad Transfer-Encoding, which Go's server
		// answers with a bare 501, stays the call's (set 24).
		{"response framing (neighbour): Go net/http server: the request's Transfer-Encoding (set 24)", "http", 501, "", "HTTP/1.1 501 Not Implemented\nContent-Type: text/plain; charset=utf-8\nConnection: close\n\nUnsupported transfer encoding", rung.KindInvalid},
		{"response framing (neighbour): nginx: the client's own Content-Length (set 47)", "", 0, "", `2026/12/02 07:03:09 [info] 19448#19448: *101 client sent invalid "Content-Length" header while reading client request headers, client: 127.0.0.1, server: localhost, request: "POST /v1/items HTTP/1.1"`, rung.KindInvalid},

		// A redirect to a Location the client cannot parse: the server's
		// target, not the caller's URL.
		{"unparsable redirect: set 59 i59-bad-location (Go client.go)", "go", 0, "", `tool web.fetch: Get "http://127.0.0.1:20591/api/v1/reports/badloc": failed to parse Location header "http://[::1/api/v2/reports/latest": parse "http://[::1/api/v2/reports/latest": missing ']' in host`, rung.KindPremise},
		{"unparsable redirect: Go client.go, a Location with a control character", "", 0, "", "Get \"https://files.example.com/d/q4.pdf\": failed to parse Location header \"https://cdn.example.com/q4.pdf\\x7f\": parse \"https://cdn.example.com/q4.pdf\\x7f\": net/url: invalid control character in URL", rung.KindPremise},
		{"unparsable redirect (neighbour): Go net/url on the caller's own URL", "go", 0, "", `tool web.fetch: parse "http://[::1/api/v2/reports/latest": missing ']' in host`, rung.KindInvalid},

		// A 2xx whose body, printed after the tool's status line, is empty:
		// the call worked and nothing came back.
		{"empty 2xx body after a rendered status: set 59 i59-page-past-end (GitHub-style listing past its last page)", "http", 200, "", "tool web.fetch: GET http://127.0.0.1:20591/api/repos/acme/ledger/issues?state=open&page=9: 200 OK\n[]", rung.KindAmbiguous},
		{"empty 2xx body after a rendered status: GitLab REST API, a page after the last (docs.gitlab.com/api/rest/#pagination)", "http", 200, "", "tool api.call: GET https://gitlab.example.com/api/v4/projects/42/merge_requests?state=opened&page=12: 200 OK\n[]", rung.KindAmbiguous},
		{"empty 2xx body after a rendered status: the same rendering with no status given", "", 0, "", "tool api.call: GET https://gitlab.example.com/api/v4/projects/42/merge_requests?state=opened&page=12: 200 OK\n[]", rung.KindAmbiguous},
		{"empty 2xx body after a rendered status: DynamoDB GetItem with no matching item, through a raw HTTP tool (API_GetItem: no Item element)", "http", 200, "", "tool aws.call: POST https://dynamodb.eu-west-1.amazonaws.com/: 200 OK\n{}", rung.KindAmbiguous},
		{"empty 2xx body after a rendered status (neighbour): a 404 with an empty array stays the status's", "http", 404, "", "tool api.call: GET https://gitlab.example.com/api/v4/projects/999/issues: 404 Not Found\n[]", rung.KindPremise},

		// A multipart upload whose file part the server's parser did not
		// find under the name it reads: the request's form, not the world.
		{"form file part absent: set 59 i59-formfile-missing (Go http.ErrMissingFile)", "http", 400, "", "tool web.upload: POST http://127.0.0.1:20592/v1/uploads: 400 Bad Request\nhttp: no such file", rung.KindInvalid},
		{"form file part absent: Spring 6 MissingServletRequestPartException", "http", 400, "", `tool web.upload: POST https://docs.example.com/api/uploads: 400 Bad Request` + "\n" + `{"timestamp":"2026-12-02T09:01:12.114+00:00","status":400,"error":"Bad Request","message":"Required part 'file' is not present.","path":"/api/uploads"}`, rung.KindInvalid},
		{"form file part absent: Symfony UploadedFile::getErrorMessage UPLOAD_ERR_NO_FILE", "http", 400, "", "tool web.upload: POST https://shop.example.com/admin/import: 400 Bad Request\n{\"error\":\"No file was uploaded.\"}", rung.KindInvalid},
		{"form file part absent: multer LIMIT_UNEXPECTED_FILE under Express's default handler", "http", 500, "", "tool web.upload: POST http://127.0.0.1:3000/upload: 500 Internal Server Error\nMulterError: Unexpected field\n    at wrappedFileFilter (/srv/app/node_modules/multer/index.js:40:19)", rung.KindInvalid},
		{"form file part absent: Go http.ErrMissingFile as a tool's plain text", "", 0, "", "tool web.upload: parse upload: http: no such file", rung.KindInvalid},
		{"form file part absent (neighbour): Go os: ENOENT on a path that ends in http", "go", 0, "", "tool fs.read: open /srv/http: no such file or directory", rung.KindPremise},

		// A request body whose length differs from the length it declares.
		{"declared length: set 59 i59-h2-body-larger (Go http2 errReqBodyTooLong)", "go", 0, "", `tool web.post: Post "https://127.0.0.1:20594/v1/ledger/entries": http2: request body larger than specified content length`, rung.KindInvalid},
		{"declared length: undici RequestContentLengthMismatchError", "", 0, "", "tool web.post: RequestContentLengthMismatchError: Request body length does not match content-length header", rung.KindInvalid},
		{"declared length: h11 ContentLengthWriter through httpx", "", 0, "", "tool web.post: httpx.LocalProtocolError: Too much data for declared Content-Length", rung.KindInvalid},
		{"declared length: h11 ContentLengthWriter.send_eom through httpx", "", 0, "", "tool web.post: httpx.LocalProtocolError: Too little data for declared Content-Length", rung.KindInvalid},
	}
	runWordingCases(t, cases)
}
