package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseResourceDenied: a denial said of the resource with the noun
// between ("requested access to the resource is denied", the OCI
// distribution spec's DENIED text as container tools print it with no
// status) is denied, as "access denied" is (set 745's noticed line).
func TestGeneraliseResourceDenied(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"podman pull, OCI DENIED", "", 0, "",
			"Error: reading manifest latest in docker.io/quillmark/relay-x: requested access to the resource is denied", rung.KindDenied},
		{"skopeo copy, OCI DENIED", "", 0, "",
			"Error: initializing source docker://ghcr.io/quillmark/relay-x:1.4: reading manifest 1.4 in ghcr.io/quillmark/relay-x: denied: requested access to the resource is denied", rung.KindDenied},
		{"buildah push, OCI DENIED on the blob upload", "", 0, "",
			"Error: writing blob: initiating layer upload to /v2/quillmark/relay-x/blobs/uploads/ in ghcr.io: denied: requested access to the resource is denied", rung.KindDenied},
		{"docker push, the registry's DENIED line", "", 0, "",
			"denied: requested access to the resource is denied", rung.KindDenied},
		{"Tomcat's 403 page", "", 0, "",
			"HTTP Status 403 – Forbidden. Access to the requested resource has been denied", rung.KindDenied},
		// Near misses: keep their kinds.
		{"near miss: podman, a tag the repository lacks", "", 0, "",
			"Error: reading manifest 1.4 in docker.io/quillmark/relay-x: manifest unknown", rung.KindPremise},
	})
}
