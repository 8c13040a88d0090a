package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at f8a4d363: 23/33 overall, 9/16 tricky.
func TestIndependentCases1205(t *testing.T) {
	runIndependent(t, "testdata/independent1205.jsonl", false)
}

// TestGeneralise1205AlreadyOwnedByAnother: controller-runtime's
// AlreadyOwnedError names another controller that holds the object, a
// resource another holds (heldWords), not the step's own result; "already
// owned" alone, and the caller's own ownership, stay conflict.
func TestGeneralise1205AlreadyOwnedByAnother(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"controller-runtime SetControllerReference, bare", "", 0, "", "Object w1205-ns/w1205-cache is already owned by another StatefulSet controller w1205-redis", rung.KindPremise},
		{"controller-runtime, wrapped by a reconciler", "", 0, "", "failed to set owner on ConfigMap w1205-ns/w1205-settings: Object w1205-ns/w1205-settings is already owned by another Deployment controller w1205-web", rung.KindPremise},
		{"under a 409 from a tool", "http", 409, "", "Object w1205-ns/w1205-cache is already owned by another W1205Backup controller nightly", rung.KindPremise},
		{"near miss: already owned alone stays conflict", "", 0, "", "resource already owned", rung.KindConflict},
		{"near miss: the caller's own stays conflict", "", 0, "", "The domain w1205.example is already owned by your account.", rung.KindConflict},
	})
}
