package classify

import "strings"

// signedExpiringLink reports whether a URL in the text carries a signed,
// time-limited link's query: an expiry parameter (expires, expiry,
// X-Amz-Expires, X-Goog-Expires, Expires) next to a signature parameter
// (md5, signature, sig, hash, token, X-Amz-Signature, X-Goog-Signature).
// nginx's secure_link answers such a link past its time with 410 (the
// module's documented config, set 234; set 203 reads it the same): the
// file is still there, the credential the link carries has expired, as an
// expired token is denied (dev aws-sts-expiredtoken). A query with only
// one of the two (a filter ?expires_before=, a plain ?token=) is not one.
func signedExpiringLink(t string) bool {
	for i := range exactMatches(t, "?") {
		q := t[i+1:]
		if j := strings.IndexAny(q, " \t\r\n\"'<>"); j >= 0 {
			q = q[:j]
		}
		q = strings.TrimRight(q, ":,;.)")
		var expiry, sig bool
		for p := range strings.SplitSeq(q, "&") {
			k, _, ok := strings.Cut(p, "=")
			if !ok {
				continue
			}
			switch strings.ToLower(k) {
			case "expires", "expiry", "expire", "x-amz-expires", "x-goog-expires":
				expiry = true
			case "md5", "signature", "sig", "hash", "token", "x-amz-signature", "x-goog-signature":
				sig = true
			}
		}
		if expiry && sig {
			return true
		}
	}
	return false
}
