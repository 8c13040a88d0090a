package classify

import "strings"

// shipEngineCodes are ShipStation API's (formerly ShipEngine) error_code
// values whose name or status reads the other way (set 1694). The service
// sends them in an errors[] entry beside error_source and error_type
// ({"request_id", "errors": [{"error_source", "error_type", "error_code",
// "message"}]}) and documents the code, not the message, as the thing to
// code against ("you should not code against this field as messages can
// change over time"; docs.shipstation.com/apis/shipengine/docs/reference/
// errors-codes, ShipEngine/shipengine-js src/errors/enums.ts). A 400
// carries most of them, so the status alone reads invalid: the account's
// setup (a carrier not connected, a plan or trial that lacks the feature,
// a carrier account in trouble) and a batch already processing are
// premise; a caller-chosen ID or webhook type already taken is conflict;
// the "_conflict" names that mix warehouses, carriers or fields in one
// call are the call's own shape (invalid), not an existing resource.
// Codes the shared table already reads the same way (rate_limit_exceeded,
// unauthorized, forbidden, insufficient_funds) stay there.
var shipEngineCodes = map[string]codeRule{
	"carrier_not_connected":       {premise, false, modeFixed, "is a carrier the account has not set up (ShipStation): connect it or choose a connected carrier"},
	"carrier_disconnected":        {premise, false, modeFixed, "is a carrier account that was disconnected (ShipStation): reconnect it or choose another carrier"},
	"batch_cannot_be_modified":    {premise, false, modeFixed, "is a batch that has started processing (ShipStation): it can no longer change, plan a new batch"},
	"invalid_billing_plan":        {premise, false, modeFixed, "is an operation the account's billing plan does not allow (ShipStation), not the key's authority"},
	"meter_failure":               {premise, false, modeFixed, "is a problem with the FedEx account itself (ShipStation): FedEx must resolve it, no retry or argument does"},
	"trial_expired":               {premise, false, modeFixed, "is a free trial that ended without billing (ShipStation): the account, not the key"},
	"subscription_inactive":       {premise, false, modeFixed, "is an operation that needs a subscription the account lacks (ShipStation)"},
	"terms_not_accepted":          {premise, false, modeFixed, "is a carrier whose terms the account has not accepted (ShipStation): accept them in the dashboard first"},
	"order_source_not_active":     {premise, false, modeFixed, "is an order source that is not active on the account (ShipStation)"},
	"identifier_conflict":         {conflict, false, modeFixed, "is a caller-chosen ID already used (ShipStation): the resource exists, carry it forward"},
	"webhook_event_type_conflict": {conflict, false, modeFixed, "is a webhook of that event type that already exists (ShipStation): one per type, carry the existing one forward"},
	"warehouse_conflict":          {invalid, false, modeFixed, "is one call over shipments from different warehouses (ShipStation): split it per warehouse"},
	"carrier_conflict":            {invalid, false, modeFixed, "is one call over shipments from different carriers (ShipStation): split it per carrier"},
	"field_conflict":              {invalid, false, modeFixed, "is two mutually exclusive or conflicting fields in the request (ShipStation): drop one"},
	"identifiers_must_match":      {invalid, false, modeFixed, "is an ID in the URL that differs from the one in the body (ShipStation): make them match"},
}

// shipEngineCode reads a ShipStation/ShipEngine error_code, only where the
// text carries the envelope's error_source key (cheap marker first).
func shipEngineCode(c *ctx, code, text string) (Result, bool) {
	// The map first: most codes are not ShipStation's, and the text scan
	// would run on every service code.
	cr, ok := shipEngineCodes[code]
	if !ok || !strings.Contains(text, `"error_source"`) {
		return Result{}, false
	}
	return cr.apply(c, "shipstation", code, text), true
}
