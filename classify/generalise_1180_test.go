package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at f249024a: 23/32 overall, 6/15 tricky.
//
// Tolerated: i1180-static-traversal: invalid vs denied (404 ruling: "invalid when it is about a model or endpoint name (also Express's \"Cannot POST /path\" ...)"): serve-static with fallthrough true turns send's 403 for a ".." path into next() and Express's "Cannot GET" page, so the refusal wears the unrouted-path wording; only the "..%2f" in the path tells it apart, one wording with no class beyond it, and the ruling reads the page as the call's own path, which is repaired either way.
func TestIndependentCases1180(t *testing.T) {
	runIndependent(t, "testdata/independent1180.jsonl", true, "i1180-static-traversal")
}

// TestGeneralise1180MultipartBody: a multipart body its parser refused
// (multer's MulterError, busboy's framing errors, Go's ParseMultipartForm)
// reads invalid also under Express's default 500; a 500 that names the
// server's own storage or a missing upload directory keeps its reading.
func TestGeneralise1180MultipartBody(t *testing.T) {
	page := func(pre string) string {
		return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Error</title>\n</head>\n<body>\n<pre>" + pre + "<br> &nbsp; &nbsp;at Multipart._final (/srv/app/node_modules/busboy/lib/types/multipart.js:588:17)</pre>\n</body>\n</html>"
	}
	runWordingCases(t, []wordingCase{
		{name: "multer LIMIT_FILE_COUNT under 500", protocol: "http", status: 500, msg: "HTTP 500: " + page("MulterError: Too many files"), want: rung.KindInvalid},
		{name: "multer field value too long, plain", protocol: "http", status: 500, msg: "HTTP 500: MulterError: Field value too long\n    at abortWithCode (/srv/app/node_modules/multer/lib/make-middleware.js:225:22)", want: rung.KindInvalid},
		{name: "custom handler JSON code", protocol: "http", status: 500, msg: `HTTP 500: {"error":"upload failed","code":"LIMIT_FILE_SIZE","field":"invoice"}`, want: rung.KindInvalid},
		{name: "busboy malformed part header", protocol: "http", status: 500, msg: "HTTP 500: " + page("Error: Malformed part header"), want: rung.KindInvalid},
		{name: "Go ParseMultipartForm boundary", protocol: "http", status: 500, msg: "HTTP 500: upload: no multipart boundary param in Content-Type", want: rung.KindInvalid},
		{name: "Go ParseMultipartForm not multipart", protocol: "http", status: 500, msg: "HTTP 500: parse form: request Content-Type isn't multipart/form-data", want: rung.KindInvalid},
		{name: "upload dir missing stays premise", protocol: "http", status: 500, msg: "HTTP 500: " + page("Error: ENOENT: no such file or directory, open &#39;/srv/uploads/4f1c&#39;"), want: rung.KindPremise},
		{name: "disk full stays its reading", protocol: "http", status: 500, msg: "HTTP 500: " + page("Error: ENOSPC: no space left on device, write"), want: rung.KindPremise},
		{name: "a plain server bug stays transient", protocol: "http", status: 500, msg: "HTTP 500: " + page("TypeError: storage.getDestination is not a function"), want: rung.KindTransient},
	})
}

// TestGeneralise1180CorsRefusal: a CORS middleware's origin refusal that its
// framework answers with 500 reads denied; other 500s naming cors or "not
// allowed" in a longer sentence keep the 500's reading.
func TestGeneralise1180CorsRefusal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "expressjs cors example, HTML page", protocol: "http", status: 500, msg: "HTTP 500: <!DOCTYPE html>\n<html lang=\"en\">\n<body>\n<pre>Error: Not allowed by CORS<br> &nbsp; &nbsp;at origin (/srv/app/server.js:12:9)</pre>\n</body>\n</html>", want: rung.KindDenied},
		{name: "expressjs cors example, JSON handler", protocol: "http", status: 500, msg: `HTTP 500: {"error":"Origin https://evil.example not allowed by CORS"}`, want: rung.KindDenied},
		{name: "fastify-cors README example", protocol: "http", status: 500, msg: `HTTP 500: {"statusCode":500,"error":"Internal Server Error","message":"Not allowed"}`, want: rung.KindDenied},
		{name: "Spring DefaultCorsProcessor", protocol: "http", status: 403, msg: "HTTP 403: Invalid CORS request", want: rung.KindDenied},
		{name: "a longer not-allowed sentence stays transient", protocol: "http", status: 500, msg: `HTTP 500: {"statusCode":500,"error":"Internal Server Error","message":"Not allowed to load local resource"}`, want: rung.KindTransient},
		{name: "a cors bug stays transient", protocol: "http", status: 500, msg: "HTTP 500: TypeError: cors is not a function", want: rung.KindTransient},
		{name: "an upstream refusal stays transient", protocol: "http", status: 500, msg: `HTTP 500: {"statusCode":500,"error":"Internal Server Error","message":"connect ECONNREFUSED 127.0.0.1:6379"}`, want: rung.KindTransient},
	})
}

// TestGeneralise1180DuplicateID: lodash-id's "Insert failed, duplicate id"
// (json-server 0.x, lowdb) reads conflict under the 500 it reaches Express
// as; a batch's own duplicate id keeps its reading.
func TestGeneralise1180DuplicateID(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "json-server stack", protocol: "http", status: 500, msg: "HTTP 500: Error: Insert failed, duplicate id\n    at Function.insert (/srv/mock/node_modules/lodash-id/src/index.js:49:18)", want: rung.KindConflict},
		{name: "JSON relay", protocol: "http", status: 500, msg: `HTTP 500: {"message":"Insert failed, duplicate id"}`, want: rung.KindConflict},
		{name: "lowdb app JSON error", protocol: "http", status: 500, msg: `HTTP 500: {"error":"Error: Insert failed, duplicate id"}`, want: rung.KindConflict},
		{name: "a batch's own duplicate id stays invalid", protocol: "http", status: 400, msg: "HTTP 400: Error: duplicate id in batch: w1180-3", want: rung.KindInvalid},
		{name: "under 500 without the insert stays transient", protocol: "http", status: 500, msg: "HTTP 500: Error: duplicate id in batch request", want: rung.KindTransient},
	})
}

// TestGeneralise1180RedirectBody: a temporary redirect whose body names a
// sign-in page (Express's res.redirect text and HTML, Rails' redirect_to)
// reads denied when the tool hands over no Location header; a redirect body
// naming any other page keeps the status's reading.
func TestGeneralise1180RedirectBody(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "express text", protocol: "http", status: 302, msg: "HTTP 302: Found. Redirecting to /users/sign_in?next=%2Freports", want: rung.KindDenied},
		{name: "express HTML", protocol: "http", status: 302, msg: `HTTP 302: <p>Found. Redirecting to <a href="/auth/login">/auth/login</a></p>`, want: rung.KindDenied},
		{name: "express 303", protocol: "http", status: 303, msg: "HTTP 303: See Other. Redirecting to https://sso.example.com/login?rd=/admin", want: rung.KindDenied},
		{name: "rails", protocol: "http", status: 302, msg: `HTTP 302: <html><body>You are being <a href="https://app.example.com/users/sign_in">redirected</a>.</body></html>`, want: rung.KindDenied},
		{name: "other page stays transient", protocol: "http", status: 302, msg: "HTTP 302: Found. Redirecting to /dashboard/w1180", want: rung.KindTransient},
		{name: "login in the query only stays transient", protocol: "http", status: 302, msg: "HTTP 302: Found. Redirecting to /reports?from=login", want: rung.KindTransient},
		{name: "303 to a result stays conflict", protocol: "http", status: 303, msg: "HTTP 303: See Other. Redirecting to /orders/17", want: rung.KindConflict},
	})
}

// TestGeneralise1180SoleEmptyList: a 2xx whose body is one field holding an
// empty list reads ambiguous; an empty list of errors, a non-empty list, or
// the same body under a 4xx keeps its reading.
func TestGeneralise1180SoleEmptyList(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "upload skipped every file", protocol: "http", status: 201, msg: `HTTP 201: {"stored":[]}`, want: rung.KindAmbiguous},
		{name: "data envelope, spaced", protocol: "http", status: 200, msg: `HTTP 200: { "data": [ ] }`, want: rung.KindAmbiguous},
		{name: "results", protocol: "http", status: 200, msg: `HTTP 200: {"results": []}`, want: rung.KindAmbiguous},
		{name: "an empty error list is a success", protocol: "http", status: 200, msg: `HTTP 200: {"errors":[]}`, want: rung.KindUnknown},
		{name: "a list with an item", protocol: "http", status: 200, msg: `HTTP 200: {"data":[1]}`, want: rung.KindUnknown},
		{name: "under a 400", protocol: "http", status: 400, msg: `HTTP 400: {"errors":[]}`, want: rung.KindInvalid},
	})
}
