package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// tylerefm.go (set 1742): Tyler Technologies' Odyssey eFileAndServe EFM
// (ECF 4.0 court e-filing and its user/firm services) answers every call
// with a BaseResponse whose ErrorType pairs <ErrorCode> with <ErrorText>;
// "0" is success. The numbers are Tyler's, documented with their texts in
// SuffolkLITLab/EfileProxyServer TylerErrorCodes.java (tylerToHttp,
// nonAlertingCodes). The negative codes are the EFM's own state (the court
// CMS down or timed out, authentication, permissions, schema); the
// positive ones are the filer's request or the records it rests on. Codes
// not in the table are left to the words of <ErrorText>. Other SOAP and
// XML services use the same two element names and small numbers of their
// own, so a code counts only with Tyler's own text for it beside it (the
// review after set 1742: another service's "<ErrorCode>55</ErrorCode>
// <ErrorText>Backend timeout" is not Tyler's 55), and Tyler's -1 "Unknown
// error" is not read at all: it must never take a status's reading away.
var tylerEFMCodes = map[string]struct {
	text   string // Tyler's ErrorText for the code, folded: the pair must agree
	kind   rung.Kind
	reason string
}{
	"-15": {"communication with cms", transient, "Tyler EFM -15: communication with the court CMS timed out or failed; retry"},
	"-10": {"cms is unavailable", transient, "Tyler EFM -10: the court CMS is unavailable (cases not e-filed before cannot be found meanwhile); retry later"},
	"-20": {"schema validation", invalid, "Tyler EFM -20: the message failed ECF schema validation; repair it"},
	"-5":  {"insufficient permissions", denied, "Tyler EFM -5: insufficient permissions to complete the operation"},
	"-4":  {"authentication failed", denied, "Tyler EFM -4: authentication failed (invalid or expired token, or email/password)"},
	"-2":  {"not authenticated", denied, "Tyler EFM -2: caller not authenticated"},
	"177": {"not available for individual filers", denied, "Tyler EFM 177: the operation is not available to individual (non-firm) filers"},
	"52":  {"already in use", conflict, "Tyler EFM 52: the email address is already in use by a registered user"},
	"78":  {"already been activated", conflict, "Tyler EFM 78: the user has already been activated"},
	"85":  {"already attached to party", conflict, "Tyler EFM 85: the service contact is already attached to the party"},
	"87":  {"already attached to case", conflict, "Tyler EFM 87: the service contact is already attached to the case"},
	"88":  {"already attached to party", conflict, "Tyler EFM 88: the service contact is already attached to the party"},
	"55":  {"no user is registered", premise, "Tyler EFM 55: no user is registered with that email address"},
	"60":  {"username", premise, "Tyler EFM 60: username not found"},
	"86":  {"not attached to party", premise, "Tyler EFM 86: the service contact is not attached to the party"},
	"77":  {"is empty", invalid, "Tyler EFM 77: a required query element (IncludeParticipants) is empty"},
	"90":  {"querysubmitterid", invalid, "Tyler EFM 90: invalid QuerySubmitterID"},
	"91":  {"documentsubmitterid", invalid, "Tyler EFM 91: invalid DocumentSubmitterID"},
	"92":  {"casetrackingid", invalid, "Tyler EFM 92: invalid CaseTrackingID"},
	"93":  {"startdate", invalid, "Tyler EFM 93: invalid StartDate"},
	"94":  {"enddate", invalid, "Tyler EFM 94: invalid EndDate"},
	"95":  {"filingattorneyid", invalid, "Tyler EFM 95: invalid FilingAttorneyID"},
	"96":  {"filingpartyid", invalid, "Tyler EFM 96: invalid FilingPartyID"},
	"97":  {"paymentid", invalid, "Tyler EFM 97: invalid PaymentID"},
	"168": {"lower court code", invalid, "Tyler EFM 168: the lower court code is not in the court's code list; repair it"},
	"169": {"birthdate", invalid, "Tyler EFM 169: invalid birthdate"},
	"170": {"password", invalid, "Tyler EFM 170: the password does not meet the registration rules"},
}

// tylerEFMError reads Tyler's <ErrorCode>/<ErrorText> pair; both elements
// must be there (other vendors' <ErrorCode> sits beside ErrorDescription
// or SeverityCode and is not Tyler's numbering).
func tylerEFMError(m string) (Result, bool) {
	if !strings.Contains(m, "<ErrorText>") {
		return Result{}, false
	}
	i := strings.Index(m, "<ErrorCode>")
	if i < 0 {
		return Result{}, false
	}
	rest := m[i+len("<ErrorCode>"):]
	j := strings.Index(rest, "</ErrorCode>")
	if j < 0 {
		return Result{}, false
	}
	e, ok := tylerEFMCodes[strings.TrimSpace(rest[:j])]
	if !ok {
		return Result{}, false
	}
	k := strings.Index(m, "<ErrorText>")
	t := m[k+len("<ErrorText>"):]
	if end := strings.Index(t, "</ErrorText>"); end >= 0 {
		t = t[:end]
	}
	if !hasFold(t, e.text) {
		return Result{}, false
	}
	return verdict(e.kind, e.reason)
}
