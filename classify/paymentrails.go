package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// paymentrails.go (set 1744): the reason codes that payment rails and the
// banking-as-a-service APIs over them put on a rejected or returned
// payment, read by their code where the text around them says little:
//
//   - ISO 20022 ExternalStatusReason1Code on a pacs.002 reject (TxSts RJCT),
//     as FedNow and RTP report it (the ISO external code set; RTP and
//     FedNow participant tables);
//   - NACHA ACH return codes R01..R85 on a returned entry, in the
//     code/description shape of Dwolla's transfer-failure resource and
//     the webhooks that point to it (developers.dwolla.com transfer
//     failures; NACHA Operating Rules appendix four);
//   - Unit's rejection reasons on an ACH payment whose status is
//     "Rejected" (unit.co/docs/api/payments/ach/originating/errors);
//   - Dwolla's embedded and top-level error codes under a 400
//     ValidationError (developers.dwolla.com api-fundamentals/errors).
//
// Each table is read only inside its own envelope: "AM04" or "R03" alone
// is any service's code.

var isoRejectReasons = map[string]Result{
	"AB01": {Kind: transient, Reason: "ISO 20022 AB01: clearing aborted on a timeout"},
	"AB03": {Kind: transient, Reason: "ISO 20022 AB03: settlement aborted on a timeout"},
	"AB05": {Kind: transient, Reason: "ISO 20022 AB05: the creditor agent timed out"},
	"AB06": {Kind: transient, Reason: "ISO 20022 AB06: the instructed agent timed out"},
	"AB07": {Kind: transient, Reason: "ISO 20022 AB07: an agent is not online"},
	"AB08": {Kind: transient, Reason: "ISO 20022 AB08: the creditor agent is not online"},
	"AB11": {Kind: transient, Reason: "ISO 20022 AB11: the debtor agent timed out"},
	"TM01": {Kind: transient, Reason: "ISO 20022 TM01: received after the processing cut-off: the same instruction goes in the next window"},
	"AC01": {Kind: invalid, Reason: "ISO 20022 AC01: the account number is invalid or missing"},
	"AC02": {Kind: invalid, Reason: "ISO 20022 AC02: the debtor account number is invalid or missing"},
	"AC03": {Kind: invalid, Reason: "ISO 20022 AC03: the creditor account number is invalid or missing"},
	"RC01": {Kind: invalid, Reason: "ISO 20022 RC01: the bank identifier is incorrect"},
	"FF01": {Kind: invalid, Reason: "ISO 20022 FF01: the message format is incomplete or invalid"},
	"AC04": {Kind: premise, Reason: "ISO 20022 AC04: the account is closed"},
	"AC05": {Kind: premise, Reason: "ISO 20022 AC05: the debtor account is closed"},
	"AC07": {Kind: premise, Reason: "ISO 20022 AC07: the creditor account is closed"},
	"AG01": {Kind: premise, Reason: "ISO 20022 AG01: the transaction is forbidden on this type of account (not open for deposits, blocked, closed): not the sender's authority"},
	"AG03": {Kind: premise, Reason: "ISO 20022 AG03: the transaction type is not supported on this account"},
	"AM04": {Kind: premise, Reason: "ISO 20022 AM04: the funds available do not cover the amount"},
	"DUPL": {Kind: conflict, Reason: "ISO 20022 DUPL: the payment duplicates one already made"},
	"AM05": {Kind: conflict, Reason: "ISO 20022 AM05: duplication: the payment was already made"},
	"MS02": {Kind: rung.KindUnknown, Reason: "ISO 20022 MS02: the customer gave no reason"},
	"MS03": {Kind: rung.KindUnknown, Reason: "ISO 20022 MS03: the agent gave no reason"},
}

var nachaReturns = map[string]Result{
	"R01": {Kind: premise, Reason: "ACH R01: insufficient funds in the account"},
	"R02": {Kind: premise, Reason: "ACH R02: the account is closed"},
	"R03": {Kind: premise, Reason: "ACH R03: no account, or unable to locate it: the funding source is void"},
	"R04": {Kind: invalid, Reason: "ACH R04: the account number's structure is invalid"},
	"R05": {Kind: denied, Reason: "ACH R05: unauthorized debit to a consumer account"},
	"R07": {Kind: denied, Reason: "ACH R07: the customer revoked the authorization"},
	"R08": {Kind: denied, Reason: "ACH R08: the customer stopped the payment"},
	"R09": {Kind: premise, Reason: "ACH R09: uncollected funds"},
	"R10": {Kind: denied, Reason: "ACH R10: the customer advises the debit was not authorized"},
	"R16": {Kind: denied, Reason: "ACH R16: the account is frozen"},
	"R20": {Kind: premise, Reason: "ACH R20: the account does not allow this transaction (non-transaction account)"},
	"R29": {Kind: denied, Reason: "ACH R29: the corporate customer advises the debit was not authorized"},
}

var unitRejectReasons = map[string]Result{
	"InsufficientFunds":             {Kind: premise, Reason: "Unit InsufficientFunds: the account does not cover the payment"},
	"CounterpartyInsufficientFunds": {Kind: premise, Reason: "Unit CounterpartyInsufficientFunds: the counterparty does not cover the debit"},
	"DailyACHCreditLimitExceeded":   {Kind: premise, Reason: "Unit DailyACHCreditLimitExceeded: the program's daily ACH limit (a limit, not a rate)"},
	"DailyACHDebitLimitExceeded":    {Kind: premise, Reason: "Unit DailyACHDebitLimitExceeded: the program's daily ACH limit"},
	"MonthlyACHCreditLimitExceeded": {Kind: premise, Reason: "Unit MonthlyACHCreditLimitExceeded: the program's monthly ACH limit"},
	"MonthlyACHDebitLimitExceeded":  {Kind: premise, Reason: "Unit MonthlyACHDebitLimitExceeded: the program's monthly ACH limit"},
	"SuspectedFraud":                {Kind: denied, Reason: "Unit SuspectedFraud: a risk hold: hand back"},
	"PlaidLoginRequired":            {Kind: denied, Reason: "Unit PlaidLoginRequired: the bank link's authorization lapsed; the end user must log in again"},
	"NameMismatch":                  {Kind: invalid, Reason: "Unit NameMismatch: the counterparty name does not match the account"},
}

var dwollaErrorCodes = map[string]Result{
	"RequiresFundingSource": {Kind: premise, Reason: "Dwolla RequiresFundingSource: the customer has no bank attached yet"},
	"Restricted":            {Kind: denied, Reason: "Dwolla Restricted: the account or customer is restricted from this activity"},
	"InsufficientFunds":     {Kind: premise, Reason: "Dwolla InsufficientFunds: the source does not cover the transfer"},
	"MaxNumberOfResources":  {Kind: premise, Reason: "Dwolla MaxNumberOfResources: the customer already has the maximum of these resources"},
}

func paymentRailReason(code, m string) (Result, bool) {
	if strings.Contains(m, `"RJCT"`) && strings.Contains(m, `"Cd"`) {
		if r, ok := isoRejectReasons[jsonString(m, "Cd")]; ok {
			return r, true
		}
	}
	// Dwolla's transfer-failure resource carries code, description and
	// explanation; "R05" under any other service's "code" and
	// "description" is that service's own (the review after set 1744).
	if strings.Contains(m, `"explanation"`) && strings.Contains(m, `"description"`) && strings.Contains(m, `"code"`) {
		if v := jsonString(m, "code"); len(v) == 3 && v[0] == 'R' {
			if r, ok := nachaReturns[v]; ok {
				return r, true
			}
		}
	}
	if strings.Contains(m, `"Rejected"`) && strings.Contains(m, `"reason"`) {
		if r, ok := unitRejectReasons[jsonString(m, "reason")]; ok {
			return r, true
		}
	}
	if strings.Contains(m, `"_embedded"`) && strings.Contains(m, `"ValidationError"`) {
		// the first embedded error's code (the top-level code is ValidationError)
		if i := strings.Index(m, `"_embedded"`); i >= 0 {
			if r, ok := dwollaErrorCodes[jsonString(m[i:], "code")]; ok {
				return r, true
			}
		}
	}
	// Only as the error's code: a request echoed into another error can
	// hold a setting of that name as a key (Dynamics Field Service).
	if code == "MaxNumberOfResources" || strings.Contains(m, `"MaxNumberOfResources"`) && jsonString(m, "code") == "MaxNumberOfResources" {
		return dwollaErrorCodes["MaxNumberOfResources"], true
	}
	return Result{}, false
}
