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
