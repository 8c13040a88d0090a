package classify

import "strings"

// envelope500 reads an API whose convention is to answer every error with
// HTTP 500 and say what went wrong in an error envelope, so that the status
// says nothing about the kind. Mailchimp Transactional (Mandrill) answers
// {"status":"error","code":N,"name":"Invalid_Key","message":"..."} for a bad
// key, a missing template and a validation error alike; Bitcoin Core's
// JSON-RPC server answers 500 for any RPC error but a bad request or an
// unknown method ({"result":null,"error":{"code":-6,"message":"..."}}). The
// envelope's message is read as the presets read it with no protocol named,
// and only a confident answer is kept: a message that names no cause
// ("An unexpected server error has occurred", bitcoind's warm-up "Loading
// block index...") keeps the 500's reading (held-out set 872).
func envelope500(t string) (Result, bool) {
	msg, name := "", ""
	if jsonString(t, "status") == "error" && jsonString(t, "name") != "" {
		msg, name = jsonString(t, "message"), jsonString(t, "name")
	} else if obj := jsonObject(t, "error"); obj != "" && (strings.Contains(t, `"result":null`) || strings.Contains(t, `"result": null`)) {
		// Bitcoin Core's own codes and reject reasons first (set 1577,
		// bitcoinrpc.go): "bad-txns-inputs-missingorspent" under -25 is
		// no cause the bare wording reads.
		if r, ok := bitcoinRPCBody(t); ok {
			r.Reason = "http 500 error envelope: " + r.Reason
			return r, true
		}
		msg = jsonString(obj, "message")
	}
	if msg == "" {
		return Result{}, false
	}
	// Mandrill's Unknown_* names (Unknown_Template, Unknown_Subaccount,
	// Unknown_Message): the object the call names does not exist.
	if strings.HasPrefix(name, "Unknown_") {
		return verdict(premise, "http 500 error envelope "+name+": the named object does not exist")
	}
	if w := Classify(Input{Message: msg}); w.Kind != unk && !w.guess {
		w.Reason = "http 500 whose error envelope says: " + w.Reason
		return w, true
	}
	return Result{}, false
}

// ckanValidation reports CKAN's action API error envelope for a call that
// failed the action's schema: {"success": false, "error": {"__type":
// "Validation Error", "<field>": ["<message>"]}} (ckan/views/api.py sends
// a ValidationError as 409). The status is CKAN's convention, not a
// conflict (set 1370).
func ckanValidation(t string) bool {
	if !strings.Contains(t, "Validation Error") || !strings.Contains(t, `"__type"`) {
		return false
	}
	return jsonString(t, "__type") == "Validation Error"
}
