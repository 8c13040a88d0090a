package classify

import "testing"

// First run at 8b653cac: 21/24 overall, 7/10 tricky.
// Tolerated: i1538-readonly-post: invalid vs premise (one-off): distribution's read-only mode answers a raw 405 whose whole body is "Method not allowed", which no text marker tells from a request sent with the wrong method; the client's form with the URL is read (ociWriteRefused).
func TestIndependentCases1538(t *testing.T) {
	runIndependent(t, "testdata/independent1538.jsonl", true, "i1538-readonly-post")
}

// TestGeneralise1538OCIWriteRefused: a 405 to a write on an OCI
// distribution push or delete endpoint (POST/PATCH/PUT blobs/uploads, PUT
// or DELETE manifests and blobs) is the registry refusing the operation
// (read-only maintenance, a pull-through cache, deletes off: the
// distribution spec's 405 for an unsupported operation), premise. A 405
// to a GET, or on a path that is no OCI endpoint, keeps its reading.
// Source: distribution v3.1.2 in readonly mode, captured live (set 1538).
func TestGeneralise1538OCIWriteRefused(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ggcr-post-405", "go", 0, "", "POST https://reg.example/v2/app/blobs/uploads/: unexpected status code 405 Method Not Allowed: Method not allowed", premise},
		{"ggcr-put-manifest-405", "go", 0, "", "PUT https://reg.example/v2/team/app/manifests/v1: unexpected status code 405 Method Not Allowed", premise},
		{"ggcr-delete-405", "go", 0, "", "DELETE https://reg.example/v2/team/app/manifests/sha256:abc: unexpected status code 405 Method Not Allowed", premise},
		{"containerd-405", "go", 0, "", "failed to do request: unexpected status from POST request to https://reg.example/v2/app/blobs/uploads/: 405 Method Not Allowed", premise},
		// Near misses.
		{"get-manifest-405", "go", 0, "", "GET https://reg.example/v2/team/app/manifests/v1: unexpected status code 405 Method Not Allowed", invalid},
		{"other-api-405", "go", 0, "", "POST https://api.example/v2/orders/items: unexpected status code 405 Method Not Allowed", invalid},
	})
}

// TestGeneralise1538BlobVerify: go-containerregistry's checks of a blob
// against its descriptor (fetcher.go's Content-Length check, internal/
// verify's digest and size checks) fail the same way on every read: the
// stored artifact is damaged, premise. Near misses keep their readings.
// Source: go-containerregistry v0.22.1, captured live (set 1538).
func TestGeneralise1538BlobVerify(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"content-length", "go", 0, "", "GET https://reg.example/v2/app/blobs/sha256:aa: Content-Length header 10 does not match expected size 20", premise},
		{"checksum", "go", 0, "", `error verifying sha256 checksum after reading 442 bytes; got "sha256:aa", want "sha256:bb"`, premise},
		{"size", "go", 0, "", "error verifying size; got 16, want 442", premise},
		// Near misses.
		{"arg-size", "go", 0, "", "invalid argument: size 16 does not match the declared length", invalid},
		{"timeout", "go", 0, "", "GET https://reg.example/v2/app/blobs/sha256:aa: net/http: request canceled (Client.Timeout exceeded while reading body)", transient},
	})
}
