package classify

import "testing"

// First run at ac0a8859: 29/36 overall, 11/17 tricky.
// Tolerated: i1526-gdrive-abusive-file: invalid vs denied (ruling, set 392, codes.go googleReasons): Drive's cannotDownloadAbusiveFile is lifted by the acknowledgeAbuse=true parameter, an argument to repair; this label read the malware flag as a policy refusal.
// Tolerated: i1526-box-tos-required: premise vs denied (ruling, the account-step ruling of sets 768 and 892): terms the user must accept are an account step for its holder; this label read it as authority the agent lacks.
func TestIndependentCases1526(t *testing.T) {
	runIndependent(t, "testdata/independent1526.jsonl", true, "i1526-gdrive-abusive-file", "i1526-box-tos-required")
}

// boxBody1526 is Box's client error envelope (developer.box.com, "Client
// error"), as the API sends it.
func boxBody1526(status, code, msg string) string {
	return `{"type": "error", "status": ` + status + `, "code": "` + code + `", "help_url": "https://developer.box.com/guides/api-calls/permissions-and-errors/common-errors/", "message": "` + msg + `", "request_id": "abcdef123456"}`
}

// TestGeneralise1526FolderNotEmpty checks a folder that still holds items,
// said with no "is" between the noun and "not empty" (Box's 400
// folder_not_empty "Cannot delete – folder not empty", developer.box.com
// common errors): the world's state, premise, as ENOTEMPTY; an argument
// that must not be empty stays invalid.
func TestGeneralise1526FolderNotEmpty(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"box body", "http", 400, "", boxBody1526("400", "folder_not_empty", "Cannot delete – folder not empty"), premise},
		{"box code only", "", 0, "folder_not_empty", "", premise},
		{"plain text", "", 0, "", "Cannot delete – folder not empty", premise},
		{"directory code", "http", 409, "", `{"error":{"code":"directory_not_empty","message":"Cannot delete a directory that has children"}}`, premise},
		{"go ENOTEMPTY", "go", 0, "", "remove /srv/data/in: directory not empty", premise},
		{"near miss: empty name", "http", 400, "", `{"type": "error", "status": 400, "code": "bad_request", "message": "Folder name must not be empty"}`, invalid},
		{"near miss: empty path", "http", 400, "", "folder path cannot be empty", invalid},
	})
}

// TestGeneralise1526SyncedItem checks Box's 400 sync_item_move_failure
// "Cannot move a synced item" (developer.box.com common errors): the
// item's sync setting pins it, a state to change first (premise); a move
// whose target is wrong (cyclical_folder_structure) stays invalid.
func TestGeneralise1526SyncedItem(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"box body", "http", 400, "", boxBody1526("400", "sync_item_move_failure", "Cannot move a synced item"), premise},
		{"sdk text", "", 0, "", "The API returned an error [BadRequest | 0a1b2c.] sync_item_move_failure - Cannot move a synced item", premise},
		{"near miss: cyclical move", "http", 400, "", boxBody1526("400", "cyclical_folder_structure", "Folder move creates cyclical folder structure"), invalid},
	})
}

// TestGeneralise1526HolderStep checks the account-step ruling (sets 768
// and 892: a step the user's own account must take is premise) in Box's
// words (developer.box.com common errors): 400 terms_of_service_required,
// 403 user_email_confirmation_required. A password the user must reset
// (400 password_reset_required) reads denied instead, as an expired password
// (the lead's ruling after set 1526). A bad reset token, a bad credential or
// a malformed terms URL keep their kinds.
func TestGeneralise1526HolderStep(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"box terms", "http", 400, "", boxBody1526("400", "terms_of_service_required", "User must accept custom terms of service before action can be taken"), premise},
		{"box terms code", "", 0, "terms_of_service_required", "", premise},
		{"box password", "http", 400, "", boxBody1526("400", "password_reset_required", "User needs to reset password"), denied},
		{"box password code", "", 0, "password_reset_required", "", denied},
		{"their password", "http", 403, "", `{"message":"The user must reset their password before signing in."}`, denied},
		{"box email", "http", 403, "", boxBody1526("403", "user_email_confirmation_required", "User needs to complete email confirmation"), premise},
		{"azure terms (set 768)", "http", 400, "", "Legal terms have not been accepted for this item on this subscription.", premise},
		{"near miss: reset token", "http", 400, "", "password reset token is invalid", invalid},
		{"near miss: bad credentials", "http", 401, "", boxBody1526("401", "invalid_token", "The access token provided is invalid."), denied},
		{"near miss: terms url", "http", 400, "", `{"message":"The terms of service URL must be a valid URL"}`, invalid},
	})
}

// TestGeneralise1526NoneInRequest checks "No <things> were found in the
// request" (DocuSign RECIPIENTS_NOT_PROVIDED "No recipients were found in
// the request."): the place searched is the call's own request, so the
// arguments lack them (invalid), as "does not exist in the request"; the
// same words about the world (a cluster, a bare "were found") stay premise,
// and a search matching nothing stays ambiguous.
func TestGeneralise1526NoneInRequest(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"docusign ruby hash", "http", 400, "", `{"errorCode"=>"RECIPIENTS_NOT_PROVIDED", "message"=>"No recipients were found in the request."}`, invalid},
		{"docusign json", "http", 400, "", `{"errorCode":"RECIPIENTS_NOT_PROVIDED","message":"No recipients were found in the request."}`, invalid},
		{"documents in payload", "http", 400, "", `{"message":"No documents were found in the payload."}`, invalid},
		{"was found in your request", "http", 400, "", `{"error":"No file was found in your request"}`, invalid},
		{"near miss: cluster", "http", 400, "", `{"__type":"InvalidParameterException","message":"No Container Instances were found in your cluster."}`, premise},
		{"near miss: bare", "http", 400, "", `{"message":"No recipients were found."}`, premise},
		{"near miss: search", "http", 404, "", `{"status":404,"error":{"type":"not_found_error","message":"No records were found matching your request"}}`, ambiguous},
	})
}

// TestGeneralise1526EnvelopeIncomplete checks DocuSign's
// ENVELOPE_IS_INCOMPLETE "The Envelope is not Complete. A Complete
// Envelope Requires Documents, Recipients, Tabs, and a Subject Line." as
// the eSignature API and the Apex toolkit say it: the envelope sent lacks
// its parts, invalid; a void refused for the envelope's state stays
// premise.
func TestGeneralise1526EnvelopeIncomplete(t *testing.T) {
	const msg = "The Envelope is not Complete. A Complete Envelope Requires Documents, Recipients, Tabs, and a Subject Line."
	runWordingCases(t, []wordingCase{
		{"apex", "", 0, "", "dfsle.APIException: " + msg, invalid},
		{"rest body", "http", 400, "", `{"errorCode":"ENVELOPE_IS_INCOMPLETE","message":"` + msg + `"}`, invalid},
		{"code only", "", 0, "ENVELOPE_IS_INCOMPLETE", "", invalid},
		{"near miss: void state", "http", 400, "", `{"errorCode":"ENVELOPE_CANNOT_VOID_INVALID_STATE","message":"Only envelopes in the 'Sent' or 'Delivered' states may be voided."}`, premise},
	})
}
