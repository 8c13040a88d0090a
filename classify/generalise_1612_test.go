package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// Tolerated: i1612-se-void-already-voided: premise vs conflict (ruling): "already voided" is a state that blocks the call (generic.go state words, sets 291 and 1229), not a create already done.
// Tolerated: i1612-as-store-read-only: premise vs denied (ruling): a read-only object is its state, not the caller's right (sets 579 and 674).
// Tolerated: i1612-se-label-carrier-timeout: transient vs ambiguous (one-off): nothing in a 500 "timeout" body says the call was a purchase that may have gone through.
// Tolerated: i1612-ep-rate-message-weight: unknown vs invalid (one-off): a bare EasyPost rate message object under 201, no status or code to read.
// Tolerated: i1612-shopify-carrier-not-available: invalid vs premise (one-off): GraphQL userErrors are read as refused input; "try another carrier" alone is too thin a class.
// Tolerated: i1612-as-internal-external: transient vs unknown (one-off): AfterShip's 500 text hedges between a retryable and a non-retryable fault.
// Tolerated: i1612-envia-no-coverage: invalid vs premise (one-off): the decisive words are Spanish ("No hay cobertura"), under "Invalid Option".
// Tolerated: i1612-shopify-job-not-enqueued: invalid vs conflict (one-off): "another shipping label being purchased" could as well read a wait.
// First run at 94bfd1e2: 22/36 overall, 6/18 tricky.
func TestIndependentCases1612(t *testing.T) {
	runIndependent(t, "testdata/independent1612.jsonl", true,
		"i1612-se-void-already-voided", "i1612-as-store-read-only", "i1612-se-label-carrier-timeout",
		"i1612-ep-rate-message-weight", "i1612-shopify-carrier-not-available", "i1612-as-internal-external",
		"i1612-envia-no-coverage", "i1612-shopify-job-not-enqueued")
}

// TestGeneralise1612DottedOutcomeCode: a shipping API's dotted error code
// (EasyPost error.code, docs.easypost.com/docs/errors) read by the outcome
// its last segments name: EXISTS/ALREADY_* conflict, IN_PROGRESS transient,
// NO_RESPONSE ambiguous, REFUND.UNAVAILABLE premise, ADDRESS.VERIFY.*
// invalid. Near misses: SHIPMENT.POSTAGE.FAILURE, FedEx's
// SERVICE.UNAVAILABLE.ERROR and NOT.AUTHORIZED.ERROR, and a lower-case
// namespaced type keep their readings.
func TestGeneralise1612DottedOutcomeCode(t *testing.T) {
	ep := func(code, msg string) string {
		return `{"error":{"code":"` + code + `","message":"` + msg + `","errors":[]}}`
	}
	runWordingCases(t, []wordingCase{
		{"postage exists", "http", 422, "SHIPMENT.POSTAGE.EXISTS", ep("SHIPMENT.POSTAGE.EXISTS", "Postage already exists for this shipment."), rung.KindConflict},
		{"insurance already purchased", "http", 422, "SHIPMENT.INSURANCE.ALREADY_PURCHASED", ep("SHIPMENT.INSURANCE.ALREADY_PURCHASED", "Insurance has already been purchased."), rung.KindConflict},
		{"purchase in progress", "http", 422, "SHIPMENT.PURCHASE.IN_PROGRESS", ep("SHIPMENT.PURCHASE.IN_PROGRESS", "A purchase is already in progress."), rung.KindTransient},
		{"report already in progress", "http", 422, "SHIPMENT_REPORT.ALREADY_IN_PROGRESS", ep("SHIPMENT_REPORT.ALREADY_IN_PROGRESS", "A report is already being generated."), rung.KindTransient},
		{"postage no response", "http", 422, "SHIPMENT.POSTAGE.NO_RESPONSE", ep("SHIPMENT.POSTAGE.NO_RESPONSE", "The carrier did not respond."), rung.KindAmbiguous},
		{"refund no response", "http", 422, "REFUND.NO_RESPONSE", ep("REFUND.NO_RESPONSE", "The carrier did not respond to the refund request."), rung.KindAmbiguous},
		{"refund unavailable", "http", 422, "SHIPMENT.REFUND.UNAVAILABLE", ep("SHIPMENT.REFUND.UNAVAILABLE", "Refund is not available for this shipment."), rung.KindPremise},
		{"address verify failure", "http", 422, "ADDRESS.VERIFY.FAILURE", ep("ADDRESS.VERIFY.FAILURE", "Address not found"), rung.KindInvalid},
		// near misses
		{"fedex lane unavailable keeps its reading", "http", 503, "SERVICE.UNAVAILABLE.ERROR", `{"errors":[{"code":"SERVICE.UNAVAILABLE.ERROR","message":"The service is currently unavailable. Please try again later."}]}`, rung.KindTransient},
		{"fedex not authorized", "http", 401, "NOT.AUTHORIZED.ERROR", `{"errors":[{"code":"NOT.AUTHORIZED.ERROR","message":"Access token expired. Please modify your request and try again."}]}`, rung.KindDenied},
		{"customs required stays invalid", "http", 422, "SHIPMENT.CUSTOMS_INFO.REQUIRED", ep("SHIPMENT.CUSTOMS_INFO.REQUIRED", "Customs info is required."), rung.KindInvalid},
	})
}

// TestGeneralise1612BackendConnect: a service that could not reach its own
// backend, in prose (PostNL code 11 "Exception occured connecting to a
// backend service.", developer.postnl.nl/error-codes): transient. Near
// misses: SSH's "error connecting to agent" and a client's Elasticsearch
// product check keep premise.
func TestGeneralise1612BackendConnect(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"postnl 11", "", 0, "11", "Exception occured connecting to a backend service.", rung.KindTransient},
		{"gateway prose", "", 0, "", "upstream error: failure connecting to the backend service", rung.KindTransient},
		{"ssh agent", "", 0, "", "error connecting to agent: dial unix /tmp/ssh-x/agent.1: connect: no such file or directory", rung.KindPremise},
		{"elastic product check", "", 0, "", "the client noticed that the server is not Elasticsearch and we do not support this unknown product; connecting to an elasticsearch instance failed", rung.KindPremise},
	})
}
