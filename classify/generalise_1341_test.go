package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at f135c1f2: 24/34 overall, 10/17 tricky.
func TestIndependentCases1341(t *testing.T) {
	runIndependent(t, "testdata/independent1341.jsonl", false)
}

// TestGeneralise1341Firebase holds Firebase client SDK codes (JS
// FirebaseError, FlutterFire) read by the code, not the 400 they come
// under, with near misses that keep their old kind.
func TestGeneralise1341Firebase(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"js email in use", "http", 400, "auth/email-already-in-use", "Firebase: Error (auth/email-already-in-use).", rung.KindConflict},
		{"js email in use, message only", "", 0, "", "FirebaseError: Firebase: Error (auth/email-already-in-use).", rung.KindConflict},
		{"flutterfire email in use", "", 0, "", "[firebase_auth/email-already-in-use] The email address is already in use by another account.", rung.KindConflict},
		{"js recent login", "http", 400, "auth/requires-recent-login", "Firebase: Error (auth/requires-recent-login).", rung.KindDenied},
		{"js user disabled (set 863's disabled user)", "http", 400, "auth/user-disabled", "Firebase: Error (auth/user-disabled).", rung.KindPremise},
		{"js weak password", "http", 400, "auth/weak-password", "Firebase: Password should be at least 6 characters (auth/weak-password).", rung.KindInvalid},
		{"storage no default bucket", "", 0, "storage/no-default-bucket", "Firebase Storage: No default bucket found. Did you set the 'storageBucket' property when initializing the app?", rung.KindPremise},
		{"storage object missing, new message form", "", 0, "", "Firebase Storage: Object 'a/b.png' does not exist. (storage/object-not-found)", rung.KindPremise},
		// Near misses: an unknown code, and the words without a marker.
		{"unknown firebase code keeps the status", "http", 400, "auth/some-new-code", "Firebase: Error (auth/some-new-code).", rung.KindInvalid},
		{"path that looks like a code", "http", 404, "", "GET /api/auth/email-already-in-use: not found", rung.KindPremise},
	})
}
