package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// fireblocksSubStatus reads a Fireblocks transaction record (GET
// /v1/transactions/{txId}, or its webhook) handed over as the outcome: an
// HTTP 200 whose "status"/"subStatus" pair says why the transfer stopped
// (developers.fireblocks.com/reference/transaction-statuses; the
// TransactionSubStatus enum of the Fireblocks SDKs; set 1737). Only the
// sub-statuses whose meaning is fixed decide here: a Policy rule or an
// approver refused the transfer (denied: an admin must change the rule or
// approve), the transfer completed on chain but the exchange side failed or
// rejected it (ambiguous: the funds moved, do not resend), and the
// intermediate sub-statuses awaiting a third party or confirmations
// (transient: read the record again later), the source lacks funds
// (premise) and an amount below the network's minimum (invalid). Others are
// left to the other readers. Gated on the field's
// exact camelCase key and read only where no other reader decided.
func fireblocksSubStatus(t string) (Result, bool) {
	i := strings.Index(t, `"subStatus"`)
	if i < 0 {
		return Result{}, false
	}
	v := strings.TrimLeft(t[i+len(`"subStatus"`):], " :")
	if !strings.HasPrefix(v, `"`) {
		return Result{}, false
	}
	v = v[1:]
	if j := strings.IndexByte(v, '"'); j >= 0 {
		v = v[:j]
	} else {
		return Result{}, false
	}
	for _, e := range fireblocksSubStatuses {
		if v == e.code {
			return Result{Kind: e.kind, Reason: "Fireblocks transaction sub-status " + e.code + ": " + e.reason}, true
		}
	}
	return Result{}, false
}

var fireblocksSubStatuses = []struct {
	code   string
	kind   rung.Kind
	reason string
}{
	{"BLOCKED_BY_POLICY", denied, "a workspace Policy rule blocked the transfer; an admin must change the rule"},
	{"BLOCKED_BY_GLOBAL_POLICY", denied, "the destination is blocked by Fireblocks' global (sanctions) policy"},
	{"REJECTED_BY_USER", denied, "an approver rejected the transfer"},
	{"UNAUTHORISED__USER", denied, "the initiating user is not authorised for the transfer"},
	{"UNAUTHORISED__DEVICE", denied, "the signing device is not authorised"},
	{"AUTHORIZATION_FAILED", denied, "the transfer failed the Transaction Authorization Policy"},
	{"INSUFFICIENT_FUNDS", premise, "the source lacks the balance for the amount"},
	{"INSUFFICIENT_FUNDS_FOR_FEE", premise, "the source lacks the balance for the network fee"},
	{"AMOUNT_TOO_SMALL", invalid, "the amount is below what the network accepts; raise it"},
	{"COMPLETED_BUT_3RD_PARTY_FAILED", ambiguous, "completed on the blockchain but failed on the third-party platform: the funds moved, do not resend"},
	{"COMPLETED_BUT_3RD_PARTY_REJECTED", ambiguous, "completed on the blockchain but rejected by the third-party platform: the funds moved, do not resend"},
	{"3RD_PARTY_PENDING_SERVICE_MANUAL_APPROVAL", transient, "awaiting a third party's manual approval; read the record again later"},
	{"PENDING_3RD_PARTY_MANUAL_APPROVAL", transient, "awaiting a third party's manual approval; read the record again later"},
	{"3RD_PARTY_PROCESSING", transient, "awaiting the third-party service; read the record again later"},
	{"3RD_PARTY_CONFIRMING", transient, "awaiting the third party's confirmation; read the record again later"},
	{"PENDING_BLOCKCHAIN_CONFIRMATIONS", transient, "awaiting blockchain confirmations; read the record again later"},
}
