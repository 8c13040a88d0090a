package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// oandaReason reads OANDA v20's transaction reasons, which say what
// happened to an order whatever the status: the rejectReason of a 400's
// orderRejectTransaction (errorCode repeats it), and the reason of the
// orderCancelTransaction a 201 carries when a market order was created and
// at once cancelled (TransactionRejectReason and OrderCancelReason in
// developer.oanda.com/rest-live-v20/transaction-df and order-df):
//
//	CLIENT_ORDER_ID_ALREADY_EXISTS, CLIENT_TRADE_ID_ALREADY_EXISTS,
//	   TAKE_PROFIT_ORDER_ALREADY_EXISTS, STOP_LOSS_ORDER_ALREADY_EXISTS,
//	   TRAILING_STOP_LOSS_ORDER_ALREADY_EXISTS ("already assigned to
//	   another pending Order", "already exists"):                  conflict
//	INSUFFICIENT_MARGIN, INSUFFICIENT_LIQUIDITY, PENDING_ORDERS_ALLOWED_
//	   EXCEEDED, ACCOUNT_NOT_ACTIVE, ACCOUNT_LOCKED and its _*_LOCKED forms,
//	   ORDER_DOESNT_EXIST, TRADE_DOESNT_EXIST, CLOSEOUT_POSITION_DOESNT_
//	   EXIST (the account's or the order's state):                   premise
//	MARKET_HALTED (the instrument's scheduled halt, weekends for FX),
//	   INSTRUMENT_PRICE_UNKNOWN, INTERNAL_SERVER_ERROR:            transient
//	INSTRUMENT_NOT_TRADEABLE ("not tradeable by the Account"):       denied
//	the reasons of the call's own fields (_MISSING, _INVALID,
//	   _PRECISION_EXCEEDED, _MAXIMUM_EXCEEDED, _MINIMUM_NOT_MET, _IN_PAST,
//	   _UNSPECIFIED, INSTRUMENT_UNKNOWN, UNITS_LIMIT_EXCEEDED):      invalid
//
// Other reasons (a cancel on CLIENT_REQUEST, TIME_IN_FORCE_EXPIRED) are
// left to the rest of the body.
func oandaReason(b string) (Result, bool) {
	var reason string
	if i := strings.Index(b, `"rejectReason":"`); i >= 0 {
		reason = oandaValue(b[i+len(`"rejectReason":"`):])
	} else if i := strings.Index(b, `"orderCancelTransaction":{`); i >= 0 {
		j := strings.Index(b[i:], `"reason":"`)
		if j < 0 {
			return Result{}, false
		}
		reason = oandaValue(b[i+j+len(`"reason":"`):])
	} else {
		return Result{}, false
	}
	kind, ok := oandaReasonKind(reason)
	if !ok {
		return Result{}, false
	}
	return Result{Kind: kind, Code: reason, Reason: "oanda v20 transaction reason " + reason}, true
}

// oandaValue is the upper-case identifier a JSON string value starts with.
func oandaValue(s string) string {
	n := 0
	for n < len(s) && (s[n] >= 'A' && s[n] <= 'Z' || s[n] == '_') {
		n++
	}
	return s[:n]
}

func oandaReasonKind(r string) (kind rung.Kind, ok bool) {
	switch {
	case r == "":
		return rung.KindUnknown, false
	case strings.HasSuffix(r, "_ALREADY_EXISTS"):
		return conflict, true
	case r == "INSUFFICIENT_MARGIN" || r == "INSUFFICIENT_LIQUIDITY" || r == "PENDING_ORDERS_ALLOWED_EXCEEDED" ||
		r == "ACCOUNT_NOT_ACTIVE" || strings.HasPrefix(r, "ACCOUNT_") && strings.HasSuffix(r, "LOCKED") ||
		strings.HasSuffix(r, "_DOESNT_EXIST"):
		return premise, true
	case r == "MARKET_HALTED" || r == "INSTRUMENT_PRICE_UNKNOWN" || r == "INTERNAL_SERVER_ERROR":
		return transient, true
	case r == "INSTRUMENT_NOT_TRADEABLE":
		return denied, true
	case r == "INSTRUMENT_UNKNOWN" || r == "UNITS_LIMIT_EXCEEDED" ||
		strings.HasSuffix(r, "_MISSING") || strings.HasSuffix(r, "_INVALID") || strings.HasSuffix(r, "_PRECISION_EXCEEDED") ||
		strings.HasSuffix(r, "_MAXIMUM_EXCEEDED") || strings.HasSuffix(r, "_MINIMUM_NOT_MET") || strings.HasSuffix(r, "_IN_PAST") ||
		strings.HasSuffix(r, "_UNSPECIFIED"):
		return invalid, true
	}
	return rung.KindUnknown, false
}
