package classify

import "strings"

// A service's error code written into a plain message rather than a JSON
// field: Salesforce's Apex DmlException ("Update failed. First exception on
// row 0 with id ...; first error: ENTITY_IS_DELETED, entity is deleted: []")
// and the "CODE: message" form its REST clients print (jsforce,
// simple-salesforce: "REQUEST_LIMIT_EXCEEDED: TotalRequests Limit
// exceeded."). The code is the service's own verdict, read by the same
// table a JSON body's code is (codes.go serviceCodes); only an upper-snake
// code the table holds under that exact spelling counts, so a sentence that
// merely starts with a capitalised word is left to the wording (set 1438's
// note).
func statedServiceCode(c *ctx) (Result, bool) {
	code := dmlFirstErrorCode(c.text)
	if code == "" {
		code = leadingSnakeCode(c.text)
	}
	if code == "" {
		return Result{}, false
	}
	if _, ok := serviceCodes[code]; !ok {
		return Result{}, false
	}
	return serviceCode(c, code, c.text)
}

// dmlFirstErrorCode returns the code after Apex's "first error: " when a
// comma follows it.
func dmlFirstErrorCode(text string) string {
	i := indexFold(text, "first error: ")
	if i < 0 {
		return ""
	}
	rest := text[i+len("first error: "):]
	j := strings.IndexByte(rest, ',')
	if j <= 0 || !upperSnake(rest[:j]) {
		return ""
	}
	return rest[:j]
}

// leadingSnakeCode returns an upper-snake code that opens the text and is
// followed by ": ".
func leadingSnakeCode(text string) string {
	j := strings.Index(text, ": ")
	if j <= 0 || !upperSnake(text[:j]) {
		return ""
	}
	return text[:j]
}
