package classify

import "strings"

// googleapiStatus reads the HTTP status that google.golang.org/api's
// googleapi.Error writes into its own text ("googleapi: Error 409: You
// already own this bucket. Please select another name., conflict"; without
// a JSON body, CheckResponse's "googleapi: got HTTP response code 502 with
// body: ..."). A Go agent's tool often passes on only err.Error(), so the
// input has no status; when the reason after the message is one the Google
// reason table does not hold (Cloud Storage's conflict, conditionNotMet,
// forbidden, gone, retentionPolicyNotMet), the status in the text, read with
// the message, decides as the same status would from the response (set
// 34). line is the text after "googleapi: Error "; an input's own status is
// left to the chain's status preset.
func googleapiStatus(c *ctx, line string) (Result, bool) {
	if c.status != 0 {
		return Result{}, false
	}
	n, w := leadingInt(line)
	if w != 3 || n < 400 || n > 599 || len(line) < 4 || line[3] != ':' {
		return Result{}, false
	}
	return statusQuoted(c, n, "googleapi ")
}

// googleapiRawStatus reads CheckResponse's text for a body that is not a
// Google JSON error. A 304 counts too: CheckResponse returns it as an error
// (googleapi.IsNotModified), the answer to a conditional request whose copy
// is current (set 98).
func googleapiRawStatus(c *ctx, b string) (Result, bool) {
	const prefix = "googleapi: got HTTP response code "
	i := strings.Index(b, prefix)
	if i < 0 {
		return Result{}, false
	}
	line := b[i+len(prefix):]
	n, w := leadingInt(line)
	if w != 3 || c.status != 0 || (n < 400 && n != 304) || n > 599 || !strings.HasPrefix(line[3:], " with body") {
		return Result{}, false
	}
	return statusQuoted(c, n, "googleapi ")
}
