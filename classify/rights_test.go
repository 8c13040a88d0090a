package classify_test

import (
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
)

// Refusals that name a missing role or right read as a requirement ("must
// have ..."), but no argument the model controls can satisfy them: they are
// denied, not invalid.
func TestMissingRightsAreDenied(t *testing.T) {
	for _, msg := range []string{
		"DELETE https://api.github.com/repos/octo/hello: 403 Must have admin rights to Repository. []",
		"You must have push access to this repository to perform this action",
		"The user must be an administrator of the project",
		"Only organization owners can delete this team",
		"you need write access to the repository",
		"Insufficient rights to perform this operation",
		"requires admin privileges",
	} {
		r := classify.Classify(classify.Input{Message: msg})
		if r.Kind != rung.KindDenied {
			t.Errorf("%q: %s (%s), want denied", msg, r.Kind, r.Reason)
		}
	}
	// An argument's constraint stays invalid.
	for _, msg := range []string{
		"name must have at least 3 characters",
		"amount must be a positive integer",
	} {
		if r := classify.Classify(classify.Input{Message: msg}); r.Kind != rung.KindInvalid {
			t.Errorf("%q: %s (%s), want invalid", msg, r.Kind, r.Reason)
		}
	}
}
