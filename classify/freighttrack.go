package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// freighttrack.go (set 1726): the documented status tokens of ocean
// container-tracking services, which answer a tracking lookup with a
// status word rather than an error class, often under HTTP 200 or a flat
// 400:
//
//   - Terminal49's tracking_request "failed_reason" (terminal49.com
//     tracking-request-lifecycle: temporary awaiting_manifest,
//     shipping_line_unreachable, unrecognized_response,
//     internal_processing_error; permanent duplicate, not_found,
//     invalid_number, booking_cancelled, data_unavailable,
//     retries_exhausted);
//   - Vizion's reference "last_update_status" (docs.vizionapi.com
//     reference-status);
//   - Sinay's and SeaRates' upper-case status codes (documentation.sinay.ai
//     possible-error-codes, docs.searates.com tracking response-statuses),
//     as the input's code, the body's value or the text's leading token.
//
// The lower-case tokens are read only inside their own field, never as a
// bare code, since words like "duplicate" or "not_found" are other
// services' codes too.
var trackFieldTokens = map[string]Result{
	// Terminal49 failed_reason
	"awaiting_manifest":         {Kind: transient, Reason: "Terminal49 awaiting_manifest: the carrier knows the number but has no data yet: check again later"},
	"shipping_line_unreachable": {Kind: transient, Reason: "Terminal49 shipping_line_unreachable: the carrier could not be reached on this attempt"},
	"unrecognized_response":     {Kind: transient, Reason: "Terminal49 unrecognized_response: the carrier's answer could not be parsed this time; Terminal49 retries"},
	"internal_processing_error": {Kind: transient, Reason: "Terminal49 internal_processing_error: a temporary failure on Terminal49's side"},
	"duplicate":                 {Kind: conflict, Reason: "Terminal49 duplicate: the shipment is already tracked: use the existing one"},
	"invalid_number":            {Kind: invalid, Reason: "Terminal49 invalid_number: the carrier rejects the number's format: correct it"},
	"not_found":                 {Kind: premise, Reason: "Terminal49 not_found: the carrier has no shipment under this number"},
	"booking_cancelled":         {Kind: premise, Reason: "Terminal49 booking_cancelled: the carrier reports the booking cancelled"},
	"data_unavailable":          {Kind: premise, Reason: "Terminal49 data_unavailable: the number is valid but the carrier will not provide its data (private or purged): no retry or repair yields it"},
	"retries_exhausted":         {Kind: rung.KindUnknown, Reason: "Terminal49 retries_exhausted: 14 attempts failed without a known cause"},
	// Vizion last_update_status
	"container_not_on_document": {Kind: invalid, Reason: "Vizion container_not_on_document: the document is valid but the container is not on it: check both for a mismatch or typo"},
	"extraction_failed":         {Kind: transient, Reason: "Vizion extraction_failed: connectivity with the carrier was interrupted; the next check retries"},
	"incomplete_processing":     {Kind: transient, Reason: "Vizion incomplete_processing: a timeout or interruption stopped this extraction"},
	"auto_carrier_not_found":    {Kind: premise, Reason: "Vizion auto_carrier_not_found: no supported carrier has this shipment; the reference is inactive"},
	"no_data":                   {Kind: rung.KindUnknown, Reason: "Vizion no_data: too early, too late or a wrong identifier: the status cannot tell which"},
}

// trackStillChecking (set 1745): a Terminal49 tracking request whose
// status is still pending or awaiting_manifest, whatever its last
// failed_reason.
var trackStillChecking = Result{Kind: transient, Reason: "Terminal49 tracking request still pending or awaiting_manifest: failed_reason is only the last attempt's, Terminal49 keeps checking: look again later"}

var trackCodes = map[string]Result{
	"SEALINE_TEMPORARY_DISABLED": {Kind: transient, Reason: "SEALINE_TEMPORARY_DISABLED: the carrier connection is temporarily off: try again later"},
	"SEALINE_UNDER_MAINTENANCE":  {Kind: transient, Reason: "SEALINE_UNDER_MAINTENANCE: the carrier connection is in maintenance"},
	"SEALINE_NO_RESPONSE":        {Kind: transient, Reason: "SEALINE_NO_RESPONSE: the carrier is not responding"},
	"NO_RESPONSE_FROM_CARRIER":   {Kind: transient, Reason: "NO_RESPONSE_FROM_CARRIER: the carrier is not responding"},
	"SEALINE_CANCELED_SHIPMENT":  {Kind: premise, Reason: "SEALINE_CANCELED_SHIPMENT: the carrier reports the shipment cancelled"},
	"SEALINE_HASNT_PROVIDE_INFO": {Kind: premise, Reason: "SEALINE_HASNT_PROVIDE_INFO: the carrier found nothing for this request"},
	"SEALINE_NOT_SUPPORTED":      {Kind: premise, Reason: "SEALINE_NOT_SUPPORTED: the service does not cover this carrier: another route is needed"},
	"NO_EVENTS":                  {Kind: ambiguous, Reason: "NO_EVENTS: the carrier answered with containers but no events: nothing to locate"},
	"NO_CONTAINERS":              {Kind: ambiguous, Reason: "NO_CONTAINERS: the carrier answered without container information"},
	"AUTO_CANT_DETECT_SEALINE":   {Kind: ambiguous, Reason: "AUTO_CANT_DETECT_SEALINE: the carrier could not be decided: name the sealine"},
	"AUTO_CANT_DETECT_TYPE":      {Kind: ambiguous, Reason: "AUTO_CANT_DETECT_TYPE: the document type could not be decided: name it"},
	"AUTO_CANT_FIND_INFO":        {Kind: ambiguous, Reason: "AUTO_CANT_FIND_INFO: auto-detection found nothing: name the sealine and type"},
	"WRONG_CONTAINER_NUMBER":     {Kind: invalid, Reason: "WRONG_CONTAINER_NUMBER: the container number is not valid"},
	"WRONG_SEALINE":              {Kind: invalid, Reason: "WRONG_SEALINE: the SCAC given is not valid"},
	"WRONG_SEALINE_NUMBER":       {Kind: invalid, Reason: "WRONG_SEALINE_NUMBER: the sealine given is not valid"},
}

// searatesKeyCodes are SeaRates' and Sinay's codes whose names other APIs
// use too (API_KEY_EXPIRED, WRONG_NUMBER): read only in SeaRates' own
// shapes, {"response":{"status":"CODE"}} or "CODE: This API key ...",
// never from a bare code (the review after set 1737: another service's
// API_KEY_EXPIRED is a credential refusal, denied).
var searatesKeyCodes = map[string]Result{
	"API_KEY_RATE_LIMIT":    {Kind: transient, Reason: "API_KEY_RATE_LIMIT: the request frequency limit: slow down"},
	"API_KEY_LIMIT_REACHED": {Kind: premise, Reason: "API_KEY_LIMIT_REACHED: the key's request allowance is spent (a quota, not a frequency limit)"},
	"API_KEY_EXPIRED":       {Kind: premise, Reason: "API_KEY_EXPIRED: the subscription behind the key has run out: it must be extended"},
	"EXPIRED_API_KEY":       {Kind: premise, Reason: "EXPIRED_API_KEY: the subscription behind the key has run out: it must be extended"},
	"API_KEY_ACCESS_DENIED": {Kind: denied, Reason: "API_KEY_ACCESS_DENIED: the key has no access to this product"},
	"API_KEY_WRONG":         {Kind: denied, Reason: "API_KEY_WRONG: the key is not accepted"},
	"WRONG_API_KEY":         {Kind: denied, Reason: "WRONG_API_KEY: the key is not accepted"},
	"WRONG_NUMBER":          {Kind: invalid, Reason: "WRONG_NUMBER: the container, bill of lading or booking number is not valid"},
	"WRONG_TYPE":            {Kind: invalid, Reason: "WRONG_TYPE: the document type given is not valid"},
}

// freightTrack reads the tokens. The carrier-specific codes (SEALINE_,
// AUTO_CANT_, NO_EVENTS) are read from the code, a status or message
// value, or the text's leading token; the literal field names gate
// Terminal49's and Vizion's lower-case tokens; searatesKeyCodes need
// SeaRates' own shapes. Each gate is a map lookup or a short literal.
func freightTrack(code, m string) (Result, bool) {
	if r, ok := trackCodes[code]; ok {
		return r, true
	}
	if strings.Contains(m, "Carrier") || strings.Contains(m, "Tracking") || strings.Contains(m, "subscription") {
		for _, p := range p44RootCauses {
			if strings.Contains(m, p.phrase) {
				return p.r, true
			}
		}
	}
	// Every reading below names a token or field with an underscore: one
	// byte scan spares most bodies the rest.
	if strings.IndexByte(m, '_') < 0 {
		return Result{}, false
	}
	if strings.Contains(m, `"failed_reason":"`) {
		if r, ok := trackFieldTokens[jsonString(m, "failed_reason")]; ok && !strings.Contains(m, `"last_update_status"`) {
			// Set 1745: failed_reason is "the last reason we were unable
			// to complete the request" while the request "is currently
			// failing"; a request still pending or awaiting_manifest is
			// live, Terminal49 keeps checking (daily, up to 7 days, for a
			// bill of lading or booking), so its last reason proves
			// nothing yet.
			if st := jsonString(m, "status"); st == "awaiting_manifest" || st == "pending" {
				return trackStillChecking, true
			}
			return r, true
		}
	}
	// Set 1745: SeaRates' own envelope for its v2/v3 tracking answers,
	// {"status":"error","message":"CODE"} (the message is the status
	// code, www.searates.com reference documentation-for-api-tracking-system).
	if strings.HasPrefix(m, `{"status":"error","message":"`) {
		v := jsonString(m, "message")
		if r, ok := searatesKeyCodes[v]; ok {
			return r, true
		}
		if r, ok := trackCodes[v]; ok {
			return r, true
		}
	}
	if strings.Contains(m, `"last_update_status":"`) {
		if v := jsonString(m, "last_update_status"); v != "" && v != "duplicate" && v != "not_found" {
			if r, ok := trackFieldTokens[v]; ok {
				return r, true
			}
		}
	}
	if strings.HasPrefix(m, `{"response":{"status":"`) {
		v := jsonString(m, "status")
		if r, ok := searatesKeyCodes[v]; ok {
			return r, true
		}
		if r, ok := trackCodes[v]; ok {
			return r, true
		}
	}
	if i := strings.Index(m, ": This API key "); i > 0 {
		if r, ok := searatesKeyCodes[m[:i]]; ok {
			return r, true
		}
	}
	if !(strings.Contains(m, "SEALINE_") || strings.Contains(m, "AUTO_CANT_") || strings.Contains(m, "NO_EVENTS") || strings.Contains(m, "NO_CONTAINERS")) {
		return Result{}, false
	}
	for _, key := range [...]string{"status", "message"} {
		if r, ok := trackCodes[jsonString(m, key)]; ok {
			return r, true
		}
	}
	if i := strings.IndexByte(m, ':'); i > 0 {
		if r, ok := trackCodes[m[:i]]; ok {
			return r, true
		}
	}
	return Result{}, false
}

// p44RootCauses (set 1726): project44's documented root-cause titles for
// ocean and air tracking (support.p-44.com Ocean Shipment Tracking and
// Creation Errors and Recommended Actions; developers.project44.com air
// appendix WARNING descriptions; the vessel-tracking lifecycle's
// "Tracking initiate failed. No vessel found ..."), read by their exact
// title-case wording.
var p44RootCauses = [...]struct {
	phrase string
	r      Result
}{
	{"Pending Tracking Information from the Carrier", Result{Kind: transient, Reason: "project44: the shipment is new and the carrier has sent no update yet: check again later"}},
	{"Carrier Yet to Assign Container", Result{Kind: transient, Reason: "project44: the carrier has not yet assigned a container to the shipment"}},
	{"No Tracking Information Found via API", Result{Kind: premise, Reason: "project44: the carrier has no shipment under these identifiers"}},
	{"Shipment Data Not Found and No API Access", Result{Kind: premise, Reason: "project44: the carrier has no shipment under these identifiers and no API connection"}},
	{"Carrier Sent Empty or Invalid Data", Result{Kind: ambiguous, Reason: "project44: the carrier's last tracking answer was empty or invalid: the data is unusable"}},
	{"Customer Not Configured for Carrier", Result{Kind: premise, Reason: "project44: the account is not configured for this carrier: a carrier integration request comes first"}},
	{"Carrier out of network", Result{Kind: premise, Reason: "project44: the carrier is not in project44's network"}},
	{"Carrier Not Identified", Result{Kind: premise, Reason: "project44: no carrier in the network matches the SCAC"}},
	{"Duplicate subscription", Result{Kind: conflict, Reason: "project44: the shipment is already subscribed: carry the existing one forward"}},
	{"Tracking initiate failed. No vessel found matching", Result{Kind: invalid, Reason: "project44: no vessel matches the IMO, MMSI or name: update the identifiers (PUT)"}},
}
