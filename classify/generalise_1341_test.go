package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at f135c1f2: 24/34 overall, 10/17 tricky.
//
// Tolerated: i1341-fb-user-disabled: premise vs denied (set 863, "a user an administrator switched off, said of the user as \"disabled\", \"blocked\" or \"suspended\" ... premise, the holder's state"; Identity Toolkit's USER_DISABLED reads premise too): the blind label read the switch as authority withheld; the written ruling stands.
// Tolerated: i1341-aw-user-blocked: premise vs denied (the same set 863 ruling, "user is blocked" under a 401): Appwrite's "You can unblock the user from the Appwrite console" is an administrator's step either way; the ruling stands.
func TestIndependentCases1341(t *testing.T) {
	runIndependent(t, "testdata/independent1341.jsonl", true, "i1341-fb-user-disabled", "i1341-aw-user-blocked")
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

// TestGeneralise1341BackendWords holds the backends' words read by the
// existing lists: a unique check (PocketBase, Parse), a stale copy
// (Appwrite), a session token refused (Parse), with near misses.
func TestGeneralise1341BackendWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pocketbase not unique", "http", 400, "", `{"code":400,"message":"Failed to create record.","data":{"username":{"code":"validation_not_unique","message":"Value must be unique."}}}`, rung.KindConflict},
		{"pocketbase not unique, update", "http", 400, "", `{"status":400,"message":"Failed to update record.","data":{"slug":{"code":"validation_not_unique","message":"Value must be unique."}}}`, rung.KindConflict},
		{"pocketbase required near miss", "http", 400, "", `{"code":400,"message":"Failed to create record.","data":{"email":{"code":"validation_required","message":"Missing required value."}}}`, rung.KindInvalid},
		{"parse 137 body", "http", 400, "137", `{"code":137,"error":"A duplicate value for a field with unique values was provided"}`, rung.KindConflict},
		{"parse 137 sdk", "", 0, "", "ParseError: 137 A duplicate value for a field with unique values was provided.", rung.KindConflict},
		{"parse 209 body", "http", 400, "209", `{"code":209,"error":"Invalid session token"}`, rung.KindDenied},
		{"parse 209 sdk", "", 0, "", "ParseError: 209 Invalid session token", rung.KindDenied},
		{"webdriver session near miss", "http", 404, "", `{"value":{"error":"invalid session id","message":"invalid session id"}}`, rung.KindPremise},
		{"appwrite update conflict", "http", 409, "document_update_conflict", "Remote document is newer than local.", rung.KindPremise},
		{"stale copy, other noun", "http", 409, "", "Update rejected: the remote row is newer than local copy", rung.KindPremise},
		{"appwrite exists near miss", "http", 409, "document_already_exists", "Document with the requested ID already exists.", rung.KindConflict},
	})
}

// TestGeneralise1341HeldCount501 holds a 501 whose body is a count the
// project holds (Appwrite user_count_exceeded), with near misses.
func TestGeneralise1341HeldCount501(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"appwrite user count", "http", 501, "user_count_exceeded", "The current project has exceeded the maximum number of users. Please check your user limit in the Appwrite console.", rung.KindPremise},
		{"account count under 403", "http", 403, "", "Your account has exceeded the maximum number of projects.", rung.KindPremise},
		{"reached under 501", "http", 501, "", "You have reached the maximum number of webhooks for this project.", rung.KindPremise},
		{"501 near miss: method", "http", 501, "", "Not Implemented: PATCH is not supported on this endpoint", rung.KindInvalid},
		{"retries near miss", "http", 501, "", "The request exceeded the maximum number of retries", rung.KindInvalid},
	})
}
