package classify

// formPartWords: a multipart upload whose file part the server's form
// parser did not find under the name it reads (set 59), in the words of
// parsers other than Go's: Symfony's UploadedFile UPLOAD_ERR_NO_FILE "No
// file was uploaded." and multer's LIMIT_UNEXPECTED_FILE "Unexpected
// field" (a file under a name the route does not take), which Express's
// default handler sends as a 500. The request's form is wrong: invalid,
// also where a 500 reads as the server's fault (overServer, generic.go).
var formPartWords = []pattern{
	{text: "no file was uploaded", kind: invalid, reason: "the upload's form has no file part under the name the server reads (Symfony UPLOAD_ERR_NO_FILE)"},
	{text: "multererror: unexpected field", kind: invalid, reason: "the upload's file part is under a name the route does not take (multer LIMIT_UNEXPECTED_FILE)"},
	{text: "limit_unexpected_file", kind: invalid, reason: "the upload's file part is under a name the route does not take (multer)"},
}

var formPartMatcher = newMatcher(formPartWords)

// formFileAbsent reports the same of Go's http.ErrMissingFile, "http: no
// such file" ("returned by FormFile when the provided file field name is
// either not present in the request or not a file field",
// pkg.go.dev/net/http), and of formPartWords. "no such file" names the
// request's form field here, not a file of the world: invalid, as a
// required key absent from a JSON body (requiredAbsent, worldstate.go).
// ENOENT's "no such file or directory" after a path ending in "http" is
// left to the errno words.
func formFileAbsent(t string) bool {
	if i := indexFold(t, "http: no such file"); i >= 0 && !hasFold(t[i:], "no such file or directory") {
		return true
	}
	_, ok := formPartMatcher.find(t)
	return ok
}

// multipartBodyWords: a multipart body its server's parser refused, in the
// words Express's default handler sends as a 500 when the app has no error
// handler of its own (set 1180): multer's MulterError, whose limits
// (LIMIT_FILE_SIZE "File too large", LIMIT_FILE_COUNT "Too many files",
// LIMIT_PART_COUNT "Too many parts", LIMIT_FIELD_* "Field name too long")
// and field checks are all about what the request sent and carry no status
// (github.com/expressjs/multer lib/multer-error.js); busboy's refusals of
// the body's framing ("Unexpected end of form", "Multipart: Boundary not
// found", "Malformed part header"); Go's net/http ParseMultipartForm
// ("no multipart boundary param in Content-Type", "request Content-Type
// isn't multipart/form-data"). Every retry sends the same bytes: invalid,
// read before missingWords' "not found" and oversizeWords.
var multipartBodyWords = []pattern{
	{text: "multererror: ", kind: invalid, reason: "multer refused the upload for what the request sent (a limit or a field): fix the upload"},
	{text: "limit_file_size", kind: invalid, reason: "multer: the uploaded file is over the route's size limit: send a smaller file"},
	{text: "limit_file_count", kind: invalid, reason: "multer: more files than the route takes: send fewer"},
	{text: "multipart: boundary not found", kind: invalid, reason: "busboy: the multipart Content-Type names no boundary: fix the request's header"},
	{text: "unexpected end of form", kind: invalid, reason: "busboy: the multipart body ends before its closing boundary: rebuild the form"},
	{text: "malformed part header", kind: invalid, reason: "busboy: a part of the multipart body has a malformed header: rebuild the form"},
	{text: "no multipart boundary param in content-type", kind: invalid, reason: "Go net/http: the multipart Content-Type names no boundary: fix the request's header"},
	{text: "request content-type isn't multipart/form-data", kind: invalid, reason: "Go net/http: the route reads a multipart form and the request is not one"},
}
