package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 17067ce: 29/34 overall, 12/17 tricky.
// Passes since the lead's container-command ruling (containercmd.go, 10 blind labels to 1): i745-docker-oci-exec-not-found.
// Fixed later by the lead: i745-oci-unsupported-delete (passes since the lead's OCI UNSUPPORTED ruling (codes.go): the registry's 405 for an operation its configuration switches off is premise).
// Fixed later by the lead: i745-ecr-tag-immutable (endstate.go: ECR's immutable tag already there is conflict, as sets 573, 745, 933 and 1017 read it blind against 50).
// TestIndependentCases745 runs held-out set 745: container and image registry failures (docker, OCI distribution, ECR, GHCR, Artifact Registry, podman, containerd, Kubernetes image pulls), labelled blind.
func TestIndependentCases745(t *testing.T) {
	runIndependent(t, "testdata/independent745.jsonl", true)
}

// TestGeneralise745 holds the class set 745 found missing: a short image
// name that containers/image cannot qualify (no alias, no unqualified-search
// registry, or enforcing mode without a TTY) is the call's reference to
// repair, invalid under any status; a short name that resolved and then
// failed keeps the pull's own kind.
func TestGeneralise745(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "buildah bud, rootless registries.conf", msg: `Error: creating build container: short-name "relay-base" did not resolve to an alias and no unqualified-search registries are defined in "/home/ci/.config/containers/registries.conf"`, want: rung.KindInvalid},
		{name: "CRI-O via kubelet event, gRPC Unknown", protocol: "grpc", code: "Unknown", msg: `Failed to pull image "relay-api:v2.7.1": rpc error: code = Unknown desc = short-name "relay-api:v2.7.1" did not resolve to an alias and no unqualified-search registries are defined in "/etc/containers/registries.conf"`, want: rung.KindInvalid},
		{name: "podman, enforcing short-name-mode in CI", msg: `Error: short-name resolution enforced but cannot prompt without a TTY`, want: rung.KindInvalid},
		{name: "skopeo copy with no registries.conf", msg: `FATA[0000] initializing source docker://alpine:3.20: short-name "alpine:3.20" did not resolve to an alias and no containers-registries.conf(5) was found`, want: rung.KindInvalid},
		// Near misses: the short name resolved; the pull's own answer decides.
		{name: "near miss: podman resolved short name, tag missing", msg: `Error: initializing source docker://quay.io/quillmark/relay-ctl:v1: reading manifest v1 in quay.io/quillmark/relay-ctl: manifest unknown`, want: rung.KindPremise},
		{name: "near miss: podman short name resolved, registry unreachable", msg: `Error: initializing source docker://registry.quillmark.dev/relay/api:v2.7.1: pinging container registry registry.quillmark.dev: Get "https://registry.quillmark.dev/v2/": dial tcp 10.40.7.12:443: i/o timeout`, want: rung.KindTransient},
	})
}
