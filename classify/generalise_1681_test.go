package classify

import "testing"

// First run at 322a6aa4: 30/36 overall, 10/15 tricky.
// Tolerated: i1681-fd-deleted-group: invalid vs premise (one-off): Freshdesk's invalid_value over "There is no group matching the given group_id"; no class rule written in the time left.
// Tolerated: i1681-ic-client-error: invalid vs unknown (ruling): a bare 400 reads as a wrong request; Intercom's generic client_error carries nothing more.
func TestIndependentCases1681(t *testing.T) {
	runIndependent(t, "testdata/independent1681.jsonl", true, "i1681-fd-deleted-group", "i1681-ic-client-error")
}

// Helpdesk codes whose status reads the other way (codes.go serviceCodes):
// Zendesk InvalidEndpoint and Zoho Desk URL_NOT_FOUND (404, a wrong path:
// invalid) and Zoho Desk LICENSE_ACCESS_LIMITED (403, the edition lacks it:
// premise). Sources: developer.zendesk.com requests; desk.zoho.com
// DeskAPIDocument Errors. Near misses: Zendesk RecordNotFound (premise),
// Zoho Desk FORBIDDEN / SCOPE_MISMATCH (denied).
func TestGeneralise1681HelpdeskCodes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"zendesk invalid endpoint", "http", 404, "InvalidEndpoint", `{"error":"InvalidEndpoint","description":"Not found"}`, invalid},
		{"zoho url not found", "http", 404, "URL_NOT_FOUND", `{"errorCode":"URL_NOT_FOUND","message":"The URL you have specified is wrong or does not exist."}`, invalid},
		{"zoho url not found no code", "http", 404, "", `{"errorCode":"URL_NOT_FOUND","message":"The URL you have specified is wrong or does not exist."}`, invalid},
		{"zoho license limited", "http", 403, "LICENSE_ACCESS_LIMITED", `{"errorCode":"LICENSE_ACCESS_LIMITED","message":"You cannot perform this operation due to the limitations of your Zoho Desk edition.","feature":"BLUEPRINT","editionType":"PROFESSIONAL"}`, premise},
		{"near: zendesk record not found", "http", 404, "RecordNotFound", `{"error":"RecordNotFound","description":"Not found"}`, premise},
		{"near: zoho forbidden", "http", 403, "FORBIDDEN", `{"errorCode":"FORBIDDEN","message":"You do not have sufficient permission to perform this operation."}`, denied},
		{"near: zoho scope mismatch", "http", 401, "SCOPE_MISMATCH", `{"errorCode":"SCOPE_MISMATCH","message":"The OAuthToken does not contain the scope required to perform this operation."}`, denied},
	})
}

// A conflict code whose message names the existing record's id keeps
// conflict even when it calls that record archived (codes.go modeConflict).
// Source: Intercom contacts 409 ("An archived contact matching those details
// already exists with id=..."). Near misses: the same code over several
// matches (ambiguous) and an archived-state refusal without an id (premise).
func TestGeneralise1681ConflictExistingID(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"archived contact with id", "http", 409, "conflict", `{"type":"error.list","errors":[{"code":"conflict","message":"An archived contact matching those details already exists with id=5ff25dc6ec394ef8296e873f"}]}`, conflict},
		{"contact with id", "http", 409, "conflict", `{"type":"error.list","errors":[{"code":"conflict","message":"A contact matching those details already exists with id=5ff2b0a47543cba3058e8b79"}]}`, conflict},
		{"near: several matches", "http", 409, "conflict", `{"type":"error.list","errors":[{"code":"conflict","message":"Multiple existing users match this email address - must be more specific using user_id"}]}`, ambiguous},
	})
}
