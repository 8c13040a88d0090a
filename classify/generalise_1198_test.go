package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 0b559258: 32/38 overall, 17/23 tricky.
func TestIndependentCases1198(t *testing.T) {
	runIndependent(t, "testdata/independent1198.jsonl", false)
}

// TestGeneralise1198ImageInUse pins Docker's untag refused because a
// container was made from the image ("container X is using its referenced
// image Y"): the delete-while-used class (roomwords.go usedByOther), premise
// under its 409 and without it, while a name taken by an existing container
// stays conflict.
func TestGeneralise1198ImageInUse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"docker rmi under 409", "http", 409, "", `Error response from daemon: conflict: unable to remove repository reference "w1198/api:1.4" (must force) - container 7b9c1e2d3f4a is using its referenced image 0d3f5a6b7c8d`, rung.KindPremise},
		{"docker rmi, bare text", "", 0, "", `Error response from daemon: conflict: unable to remove repository reference "registry.example.com/team/web:2026-12-01" (must force) - container 1a2b3c4d5e6f is using its referenced image 9f8e7d6c5b4a`, rung.KindPremise},
		{"docker SDK ImageRemove", "http", 409, "", `conflict: unable to remove repository reference "nginx:1.27" (must force) - container 4f1c2b7a9e0d is using its referenced image 5e4d3c2b1a09`, rung.KindPremise},
		// Near misses.
		{"near miss: container name taken", "http", 409, "", `Error response from daemon: Conflict. The container name "/w1198-web" is already in use by container "4f1c2b7a9e0d". You have to remove (or rename) that container to be able to reuse that name.`, rung.KindConflict},
		{"near miss: image used by a running container (set 37)", "http", 409, "", `Error response from daemon: conflict: unable to delete 0d3f5a6b7c8d (cannot be forced) - image is being used by running container 7b9c1e2d3f4a`, rung.KindPremise},
		{"near miss: no such image", "http", 404, "", `Error response from daemon: No such image: w1198/api:1.4`, rung.KindPremise},
	})
}
