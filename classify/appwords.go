package classify

import "strings"

// Application wording behind an application-defined code.
//
// Some codes say only that the application refused: PostgreSQL's P0001
// (RAISE EXCEPTION), SQLite's SQLITE_CONSTRAINT_TRIGGER (a trigger's
// RAISE), MySQL's SIGNAL SQLSTATE '45000', Oracle's
// RAISE_APPLICATION_ERROR (ORA-20000..20999), SQL Server's THROW 50000,
// an MCP tool's isError text, a 400 or 422 whose body is free text. The
// code proves nothing; the message, written by the application's author,
// says what is false, and authors word the same classes the same way
// whatever the engine:
//
//   - a quantity or a state that blocks the call (sold out, insufficient
//     funds, order already shipped): the world is not as the plan believed,
//     premise;
//   - the thing the call would create or the act it would do is already so
//     (invoice already issued, charge already refunded): conflict, skip
//     the step and carry the fact;
//   - an argument out of its range or form (must be a positive integer,
//     can't be blank): invalid;
//   - a role or a permission: denied (deniedWords).
//
// appWords holds the quantities and states (a balance short of the
// call's cost is balanceWords, stated.go); alreadyWords the "already
// <participle>" wording, read by the participle.
var appWords = []pattern{
	// Rows or entries the schema keeps append-only (a trigger's RAISE on
	// UPDATE or DELETE, "journal entries are append-only"): the rule binds
	// every caller, as a retention hold does (retention.go), so no
	// authority and no wait lets the change through; a reversing entry
	// must be posted instead (sets 989 and 998).
	{text: "append-only", kind: premise, reason: "the records are append-only: no caller may change or delete them: post a new (reversing) entry instead"},
	{text: "append only table", kind: premise, reason: "the records are append-only: no caller may change or delete them: post a new (reversing) entry instead"},
	// A quantity the world holds is spent or short.
	{text: "sold out", kind: premise, reason: "sold out: the quantity the step assumed is not there"},
	{text: "fully booked", kind: premise, reason: "fully booked: the quantity the step assumed is not there"},
	{text: "no seats left", kind: premise, reason: "no seats left: the quantity the step assumed is not there"},
	{text: "no tickets left", kind: premise, reason: "no tickets left: the quantity the step assumed is not there"},
	// An event whose capacity is used up (Ticketmaster Partner API 400
	// 10002 "Event capacity reached, your order cannot be processed", set
	// 1673): sold out in other words. A capacity argument ("Event capacity
	// must be a positive integer") is not matched.
	{text: "event capacity reached", kind: premise, reason: "the event is at capacity (sold out): the tickets the step assumed are not there"},
	{text: "event capacity has been reached", kind: premise, reason: "the event is at capacity (sold out): the tickets the step assumed are not there"},
	{text: "event is at capacity", kind: premise, reason: "the event is at capacity (sold out): the tickets the step assumed are not there"},
	{text: "event is at full capacity", kind: premise, reason: "the event is at capacity (sold out): the tickets the step assumed are not there"},
	{text: "insufficient inventory", kind: premise, reason: "insufficient inventory: the stock the step assumed is not there"},
	{text: "insufficient quantity", kind: premise, reason: "insufficient quantity: the stock the step assumed is not there"},
	{text: "not enough stock", kind: premise, reason: "not enough stock: the quantity the step assumed is not there"},
	{text: "not enough inventory", kind: premise, reason: "not enough inventory: the stock the step assumed is not there"},
	// Set 417: stock short of the ordered quantity in a cart's or an
	// order API's words under a 400 or 422 (Adobe Commerce "The requested
	// qty is not available", OpenCart "not available in the desired
	// quantity", Medusa "does not have the required inventory", Saleor
	// "Only 2 remaining in stock"): the call is well formed, the stock
	// the step assumed is not there.
	{text: "qty is not available", kind: premise, reason: "the requested quantity is not in stock: the stock the step assumed is not there"},
	{text: "quantity is not available", kind: premise, reason: "the requested quantity is not in stock: the stock the step assumed is not there"},
	{text: "not available in the requested quantity", kind: premise, reason: "the requested quantity is not in stock: the stock the step assumed is not there"},
	{text: "not available in the desired quantity", kind: premise, reason: "the requested quantity is not in stock: the stock the step assumed is not there"},
	{text: "does not have the required inventory", kind: premise, reason: "the requested quantity is not in stock: the stock the step assumed is not there"},
	{text: "remaining in stock", kind: premise, reason: "the requested quantity is not in stock: the stock the step assumed is not there"},
	// Set 1696: a menu item the restaurant has run out of ("86'd") in the
	// POS's words under its 400: Oracle Simphony's posDetails code
	// menu_item_not_available, "Cannot be ordered : Out of MenuItemId 2,
	// SequenceNumber 1" (Simphony Transaction Services problem details);
	// the order is well formed, the item the step assumed is not there
	// tonight. Replan the order without it. A menu item id that is
	// malformed or missing keeps its reading.
	{text: "menu_item_not_available", kind: premise, reason: "the menu item is not available (86'd): the item the order assumed is not there"},
	{text: "menu item not available", kind: premise, reason: "the menu item is not available (86'd): the item the order assumed is not there"},
	{text: "menu item is not available", kind: premise, reason: "the menu item is not available (86'd): the item the order assumed is not there"},
	{text: "menu item is unavailable", kind: premise, reason: "the menu item is not available (86'd): the item the order assumed is not there"},
	{text: "cannot be ordered : out of", kind: premise, reason: "the POS is out of the menu item (86'd): the item the order assumed is not there"},
	{text: "item has been 86'd", kind: premise, reason: "the menu item is 86'd (out): the item the order assumed is not there"},
	{text: "item is 86'd", kind: premise, reason: "the menu item is 86'd (out): the item the order assumed is not there"},
	// Set 246: a GDS or airline refusing to sell the seat at the priced
	// fare (Amadeus 34651 "SEGMENT SELL FAILURE" "Could not sell segment
	// 1", Sabre and Travelport "UNABLE TO SELL"): the fare or seat the
	// offer held is gone; search and price again.
	{text: "sell failure", kind: premise, reason: "the seat or fare could not be sold: the offer the step rests on is no longer available"},
	{text: "could not sell", kind: premise, reason: "the seat or fare could not be sold: the offer the step rests on is no longer available"},
	{text: "unable to sell", kind: premise, reason: "the seat or fare could not be sold: the offer the step rests on is no longer available"},
	// Set 1547: the same inventory gone in the GDS's and the hotel
	// wholesaler's other words: Travelport's "NO AVAILABILITY FOR THIS
	// REQUEST", "No availability on chosen flights", "Error: No more later
	// flights", "0 AVAIL/WL CLOSED UA980", "UNABLE TO FARE QUOTE"; Amadeus's
	// "UNABLE TO SATISFY, NEED CONFIRMED FLIGHT STATUS" (the recommendation
	// was booked by someone else meanwhile); Hotelbeds' "There is not
	// enough space in the service for all the passengers" (the last
	// allotment went) and "There are stop sales on the dates indicated":
	// no argument or wait sells it; search again.
	{text: "no availability for this request", kind: premise, reason: "the GDS holds no availability for the requested itinerary: the offer the step rests on is not there"},
	{text: "no availability on chosen flight", kind: premise, reason: "the GDS holds no availability for the requested itinerary: the offer the step rests on is not there"},
	{text: "no more later flights", kind: premise, reason: "the GDS holds no availability for the requested itinerary: the offer the step rests on is not there"},
	{text: "avail/wl closed", kind: premise, reason: "no seats and the waitlist is closed: the offer the step rests on is not there"},
	{text: "unable to fare quote", kind: premise, reason: "the GDS cannot price the itinerary: the fare or seat the step rests on is no longer there"},
	{text: "need confirmed flight status", kind: premise, reason: "the seat could not be confirmed: the offer the step rests on is no longer available"},
	{text: "not enough space in the service", kind: premise, reason: "the allotment the rate held is gone: the room the step rests on is no longer available"},
	{text: "there are stop sales", kind: premise, reason: "the supplier stopped sales on those dates: the product the step rests on is not for sale"},
	// Set 1707: the priced offer moved between pricing and booking: Amadeus
	// Flight Create Orders 37200 "PRICE DISCREPANCY" and 38034 "ONE OR MORE
	// SERVICES ARE NOT AVAILABLE" (an ancillary priced with the offer):
	// re-read and re-price the offer, not repair the request. Duffel's
	// price_changed is not read here: set 1620 labels it invalid (retry
	// with the updated total_amount).
	{text: "price discrepancy", kind: premise, reason: "the fare moved since pricing: the priced offer the step rests on no longer holds; price again"},
	{text: "services are not available", kind: premise, reason: "an ancillary priced with the offer is gone: the priced offer the step rests on no longer holds"},
	// Set 1755: the same move in Hotelbeds's words at confirm
	// ("ProductException(BOOKING_CONFIRM, Price changed during the booking
	// process"); Duffel's "Price changed ... has changed since" is not this
	// wording (set 1620's ruling stands).
	{text: "price changed during the booking", kind: premise, reason: "the price moved while booking: the priced rate the step rests on no longer holds; price again"},
	// Set 1755: a booking or cancellation window that has closed: Travelport
	// cruise 0293 "Date Requested Too Close to Departure to Book", DerbySoft
	// GO OverCancellationTime "Over Cancellation Time". No argument repairs
	// the date, and no wait reopens it: the plan (book or cancel freely)
	// is false.
	{text: "too close to departure", kind: premise, reason: "the booking window before departure has closed: the step cannot be done for this date"},
	{text: "over cancellation time", kind: premise, reason: "the cancellation deadline has passed: the free cancellation the step rests on is gone"},
	// Set 1547: a GDS transaction whose earlier step left nothing to act
	// on: Amadeus's "ERROR AT EOT TIME - NEED ITINERARY" and Sabre's
	// "EndTransactionLLSRQ: ITINERARY REQUIRED TO COMPLETE TRANSACTION" (the
	// sell failed, so the PNR has no segments), Amadeus's "ENTRY REQUIRES
	// PREVIOUS PRICING/FARE DISPLAY REQUEST" (no pricing in the session's
	// context): redo the missing step, not the arguments.
	{text: "need itinerary", kind: premise, reason: "the record has no itinerary: the sell the step rests on did not happen; sell again first"},
	{text: "itinerary required to complete", kind: premise, reason: "the record has no itinerary: the sell the step rests on did not happen; sell again first"},
	{text: "requires previous pricing", kind: premise, reason: "the session holds no pricing the entry can refer to: price first"},
	{text: "exceeds credit limit", kind: premise, reason: "the account's credit limit would be exceeded"},
	// Set 1185: a ledger's period closed to posting (QuickBooks Online 6210
	// "Account Period Closed" "The account period has closed and the
	// account books cannot be updated ..."), a transaction already taken
	// into a deposit (QuickBooks 6540 "This transaction has been
	// deposited. If you want to change or delete it, you must first edit
	// the deposit ..."), and a shipping carrier the account has not
	// connected (ShipStation's carrier_not_connected "The carrier se-1 is
	// not connected to your account."): the books, the record or the
	// account's setup is not as the plan believed; no argument repairs it.
	{text: "period has closed", kind: premise, reason: "the accounting period is closed to posting: the books are not as the plan believed"},
	{text: "period is closed", kind: premise, reason: "the accounting period is closed to posting: the books are not as the plan believed"},
	{text: "account period closed", kind: premise, reason: "the accounting period is closed to posting: the books are not as the plan believed"},
	{text: "accounting period closed", kind: premise, reason: "the accounting period is closed to posting: the books are not as the plan believed"},
	// Set 1532: the same closed books in Sage Intacct's words ("Periods are
	// closed. Your transaction date (...) is within a period that's been
	// closed. You can add, modify, or delete a transaction only if the date
	// of the transaction is within a period that's open.") and a lock date
	// in Xero's (ValidationError "The document date cannot be before the
	// end of year lock date, currently set at 31-Jul-2013"): the
	// organisation locked its books up to a date; the document's date is
	// the business fact, not a typo, and only an adviser moving the lock
	// date (or a document that belongs in the open period) lets it through.
	// A lock date the call itself sets ("LockDate must be a valid date")
	// keeps its argument's reading.
	{text: "periods are closed", kind: premise, reason: "the accounting period is closed to posting: the books are not as the plan believed"},
	{text: "period that's been closed", kind: premise, reason: "the accounting period is closed to posting: the books are not as the plan believed"},
	{text: "period that has been closed", kind: premise, reason: "the accounting period is closed to posting: the books are not as the plan believed"},
	{text: "within a closed period", kind: premise, reason: "the accounting period is closed to posting: the books are not as the plan believed"},
	{text: "in a closed period", kind: premise, reason: "the accounting period is closed to posting: the books are not as the plan believed"},
	{text: "before the end of year lock date", kind: premise, reason: "the books are locked up to a lock date: the organisation's lock, not the call's argument"},
	{text: "before the period lock date", kind: premise, reason: "the books are locked up to a lock date: the organisation's lock, not the call's argument"},
	{text: "before the lock date", kind: premise, reason: "the books are locked up to a lock date: the organisation's lock, not the call's argument"},
	{text: "on or before the lock date", kind: premise, reason: "the books are locked up to a lock date: the organisation's lock, not the call's argument"},
	{text: "lock date, currently set", kind: premise, reason: "the books are locked up to a lock date: the organisation's lock, not the call's argument"},
	// Set 1727: the same lock in Buildium's words ("The transaction date
	// falls within a locked accounting period"): a locked period is a
	// closed one.
	{text: "locked accounting period", kind: premise, reason: "the accounting period is locked to posting: the books are not as the plan believed"},
	{text: "accounting period is locked", kind: premise, reason: "the accounting period is locked to posting: the books are not as the plan believed"},
	// Set 1727: a unified API's refusal of an operation the connected
	// system itself lacks (Propexo's 405 "Creating a lease in a ResMan
	// integration is not supported due to the lack of upstream support";
	// its docs: create an application first, then finalize it in the
	// ResMan portal): no method or argument change helps; another path.
	{text: "lack of upstream support", kind: premise, reason: "the connected system does not offer this operation: take another path (replan), not another method"},
	// Set 1745: a tracking service's refusal of a real carrier it has no
	// integration with (Terminal49 422 "Scac 'UALC' is not supported. We
	// do not currently integrate with Universal Africa Lines"): no
	// argument fixes it, another provider does; an unknown SCAC ("is not
	// recognized") stays invalid.
	{text: "we do not currently integrate with", kind: premise, reason: "the service has no integration with this carrier: track it another way (replan)"},
	{text: "we don't currently integrate with", kind: premise, reason: "the service has no integration with this carrier: track it another way (replan)"},
	{text: "has been deposited", kind: premise, reason: "the transaction is in a deposit: remove it from the deposit first, then replan"},
	{text: "not connected to your account", kind: premise, reason: "the carrier or integration is not connected to the account: connect it first, then replan"},
	{text: "not connected to this account", kind: premise, reason: "the carrier or integration is not connected to the account: connect it first, then replan"},
	// Set 114: a payment instrument its issuer or processor declined, as
	// Stripe's card_declined (the customer must use another payment
	// method): Square's CARD_DECLINED ("Authorization error:
	// 'CARD_DECLINED'"), PayPal's INSTRUMENT_DECLINED ("declined by the
	// processor or bank"), "Your card was declined". The call was right;
	// the card is not as the plan believed.
	{text: "card_declined", kind: premise, reason: "the card was declined by its issuer: another payment method is needed"},
	{text: "card was declined", kind: premise, reason: "the card was declined by its issuer: another payment method is needed"},
	{text: "instrument_declined", kind: premise, reason: "the payment instrument was declined: another payment method is needed"},
	{text: "declined by the processor", kind: premise, reason: "the payment was declined by the processor or bank: another payment method is needed"},
	{text: "payment was declined", kind: premise, reason: "the payment was declined: another payment method is needed"},
	{text: "payment has been declined", kind: premise, reason: "the payment was declined: another payment method is needed"},
	// Set 1718: a fulfilment service relaying its payment provider's
	// refusal of the account's card (Gelato's order validation error
	// "There was an issue with the payment. Message from the payment
	// provider is: \"Refused\""; "No active payment methods" is read
	// already): the billing the order rests on failed, not the call.
	{text: "message from the payment provider", kind: premise, reason: "the payment provider refused the account's payment: fix billing, then replan"},
	{text: "payment provider declined", kind: premise, reason: "the payment provider refused the account's payment: fix billing, then replan"},
	{text: "payment provider refused", kind: premise, reason: "the payment provider refused the account's payment: fix billing, then replan"},
	// Set 1170: a processor's own response text as the SDK's message
	// (Braintree's 2004 "Expired Card" and 2000 "Do Not Honor", which its
	// docs answer "The customer will need to use a different payment
	// method" and "will need to contact their bank"; Checkout.com's 20005
	// "Declined - Do not honour"): the card is not as the plan believed,
	// as Stripe's expired_card and do_not_honor (card_declined, premise).
	// Not "expiration date is invalid", the call's own field.
	{text: "expired card", kind: premise, word: true, reason: "the card has expired: another payment method is needed"},
	{text: "do not honor", kind: premise, word: true, reason: "the issuer declined the card (do not honor): another payment method is needed"},
	{text: "do not honour", kind: premise, word: true, reason: "the issuer declined the card (do not honour): another payment method is needed"},
	{text: "exceeds the credit limit", kind: premise, reason: "the account's credit limit would be exceeded"},
	{text: "over the credit limit", kind: premise, reason: "the account's credit limit would be exceeded"},
	{text: "over credit limit", kind: premise, reason: "the account's credit limit would be exceeded"},
	// A prompt over a model server's context window is the call's own
	// size, not a quantity the world ran short of (llama.cpp before its
	// exceed_context_size_error type: "the request exceeds the available
	// context size, try increasing it", set 162): shorten the prompt.
	{text: "exceeds the available context", kind: invalid, reason: "the prompt is longer than the model's context window: shorten it"},
	{text: "exceeds available", kind: premise, reason: "more than is available: the quantity the step assumed is not there"},
	{text: "exceeds the available", kind: premise, reason: "more than is available: the quantity the step assumed is not there"},
	{text: "exceeds balance", kind: premise, reason: "more than the balance: the funds the step assumed are not there"},
	{text: "exceeds the balance", kind: premise, reason: "more than the balance: the funds the step assumed are not there"},
	{text: "exceeds your balance", kind: premise, reason: "more than the balance: the funds the step assumed are not there"},
	{text: "exceeds account balance", kind: premise, reason: "more than the balance: the funds the step assumed are not there"},
	// A state the object has not reached yet, or left.
	{text: "not yet active", kind: premise, reason: "the object is not active yet (a step must come first)"},
	{text: "not active yet", kind: premise, reason: "the object is not active yet (a step must come first)"},
	{text: "is closed for", kind: premise, reason: "the object is closed"},
	// Set 379: an account the call acts on that its holder or the
	// provider closed (a payments service's 422 "merchant_account_closed",
	// Stripe's `account_closed`, "the bank account has been closed"):
	// the account the step rests on is gone, whatever 4xx carries it.
	{text: "account_closed", kind: premise, reason: "the account the call acts on is closed"},
	{text: "account was closed", kind: premise, reason: "the account the call acts on is closed"},
	{text: "account has been closed", kind: premise, reason: "the account the call acts on is closed"},
	{text: "account is closed", kind: premise, reason: "the account the call acts on is closed"},
	// Set 240: an application's own invariant over stored figures fails
	// (a PL/pgSQL ASSERT or RAISE "revenue does not reconcile", a ledger
	// "out of balance"): the data the step rests on disagrees with
	// itself; no argument fixes it.
	{text: "does not reconcile", kind: premise, reason: "the stored figures do not reconcile: the data the step rests on disagrees with itself"},
	{text: "do not reconcile", kind: premise, reason: "the stored figures do not reconcile: the data the step rests on disagrees with itself"},
	{text: "out of balance", kind: premise, reason: "the ledger is out of balance: the data the step rests on disagrees with itself"},
	// A role the caller does not hold, as applications word their own
	// authorisation checks ("Only the workspace owner can ...", "requires
	// the admin role"): no argument meets it, denied.
	{text: "only the owner", kind: denied, reason: "only the owner may: a role the caller lacks"},
	{text: "owner can ", kind: denied, reason: "only the owner may: a role the caller lacks"},
	{text: "only admins", kind: denied, reason: "only admins may: a role the caller lacks"},
	{text: "only an admin", kind: denied, reason: "only admins may: a role the caller lacks"},
	{text: "only administrators", kind: denied, reason: "only administrators may: a role the caller lacks"},
	{text: "requires the role", kind: denied, reason: "a role the caller lacks"},
	{text: "requires role", kind: denied, reason: "a role the caller lacks"},
	{text: "role is required", kind: denied, reason: "a role the caller lacks"},
	{text: "insufficient role", kind: denied, reason: "a role the caller lacks"},
	// Zulip's OrganizationAdministratorRequiredError and
	// OrganizationOwnerRequiredError ("Must be an organization
	// administrator"), Slack's cannot_update_admin_user in words.
	{text: "must be an organization administrator", kind: denied, reason: "a role the caller lacks (administrator)"},
	{text: "must be an organization owner", kind: denied, reason: "a role the caller lacks (owner)"},
	{text: "must be an administrator", kind: denied, reason: "a role the caller lacks (administrator)"},
	{text: "must be an admin", kind: denied, word: true, reason: "a role the caller lacks (admin)"},
	{text: "only a primary owner", kind: denied, reason: "only the primary owner may: a role the caller lacks"},
}

// appValueWords: an argument out of its range or form, as validation
// layers word it (Rails ActiveModel, Django, DRF, Joi, a trigger's own
// RAISE). Read only behind an application-defined code, after the state
// wording: "must be" is too common in other errors to decide alone.
var appValueWords = []pattern{
	{text: "must be a positive", kind: invalid, reason: "an argument out of its range"},
	{text: "must be positive", kind: invalid, reason: "an argument out of its range"},
	{text: "must be greater than", kind: invalid, reason: "an argument out of its range"},
	{text: "must be less than", kind: invalid, reason: "an argument out of its range"},
	{text: "must be at least", kind: invalid, reason: "an argument out of its range"},
	{text: "must be at most", kind: invalid, reason: "an argument out of its range"},
	{text: "must be between", kind: invalid, reason: "an argument out of its range"},
	{text: "must be a valid", kind: invalid, reason: "an argument of the wrong form"},
	{text: "must not be empty", kind: invalid, reason: "an argument left empty"},
	{text: "must not be blank", kind: invalid, reason: "an argument left empty"},
	{text: "cannot be empty", kind: invalid, reason: "an argument left empty"},
	{text: "cannot be blank", kind: invalid, reason: "an argument left empty"},
	{text: "can't be blank", kind: invalid, reason: "an argument left empty (Rails)"},
	// Set 336: a field left null or given a sign it may not take, in the
	// words of the PostgreSQL manual's own trigger (plpgsql-trigger.html
	// emp_stamp: "empname cannot be null", "% cannot have null salary",
	// "% cannot have a negative salary") and of any author's RAISE,
	// SIGNAL or THROW: repair the row's values.
	{text: "cannot be null", kind: invalid, reason: "an argument left null"},
	{text: "can't be null", kind: invalid, reason: "an argument left null"},
	{text: "may not be null", kind: invalid, reason: "an argument left null"},
	{text: "cannot have null", kind: invalid, reason: "an argument left null"},
	{text: "cannot have a null", kind: invalid, reason: "an argument left null"},
	{text: "cannot be negative", kind: invalid, reason: "an argument out of its range (negative)"},
	{text: "can't be negative", kind: invalid, reason: "an argument out of its range (negative)"},
	{text: "cannot have a negative", kind: invalid, reason: "an argument out of its range (negative)"},
	{text: "cannot have negative", kind: invalid, reason: "an argument out of its range (negative)"},
	{text: "may not be blank", kind: invalid, reason: "an argument left empty (DRF)"},
	// Set 364: a value the trigger or procedure requires and the row left
	// out ("ticket number required", "customer email is required",
	// "shipping address must be provided"), in a RAISE, SIGNAL or THROW:
	// repair the row's values. A login, payment or approval "required" is
	// read earlier by the state and strong wording and keeps its kind.
	{text: "is required", kind: invalid, reason: "a required argument left out"},
	{text: "are required", kind: invalid, reason: "required arguments left out"},
	{text: "number required", kind: invalid, reason: "a required argument left out"},
	{text: "id required", kind: invalid, reason: "a required argument left out"},
	{text: "name required", kind: invalid, reason: "a required argument left out"},
	{text: "date required", kind: invalid, reason: "a required argument left out"},
	{text: "code required", kind: invalid, reason: "a required argument left out"},
	{text: "reason required", kind: invalid, reason: "a required argument left out"},
	{text: "field required", kind: invalid, reason: "a required argument left out"},
	{text: "value required", kind: invalid, reason: "a required argument left out"},
	{text: "must be provided", kind: invalid, reason: "a required argument left out"},
	// Set 1090: a rule on a value's form in a validation layer's or a
	// trigger's words ("email must contain @", "password must contain at
	// least one digit", "must match the pattern", "must start with a
	// letter"): the value the call chose is not in the form; repair it.
	{text: "must contain", kind: invalid, reason: "an argument of the wrong form (it lacks what it must contain)"},
	{text: "must include", kind: invalid, reason: "an argument of the wrong form (it lacks what it must include)"},
	{text: "must match", kind: invalid, reason: "an argument of the wrong form (it does not match the rule)"},
	{text: "must start with", kind: invalid, reason: "an argument of the wrong form"},
	{text: "must begin with", kind: invalid, reason: "an argument of the wrong form"},
	{text: "must end with", kind: invalid, reason: "an argument of the wrong form"},
	{text: "must be specified", kind: invalid, reason: "a required argument left out"},
	{text: "must be supplied", kind: invalid, reason: "a required argument left out"},
	{text: "is too short", kind: invalid, reason: "an argument too short"},
	{text: "is too long", kind: invalid, reason: "an argument too long"},
	{text: "is not a number", kind: invalid, reason: "an argument of the wrong form (Rails)"},
	{text: "is not included in the list", kind: invalid, reason: "an argument outside its allowed values (Rails)"},
	{text: "enter a valid", kind: invalid, reason: "an argument of the wrong form (Django)"},
	{text: "ensure this value", kind: invalid, reason: "an argument out of its range (Django)"},
	{text: "invalid format", kind: invalid, reason: "an argument of the wrong form"},
	{text: "must be", kind: invalid, reason: "a constraint on an argument"},
	{text: "must not", kind: invalid, reason: "a constraint on an argument"},
	{text: "invalid", kind: invalid, reason: "an invalid argument"},
}

// appOnlyWords are state words too short or too common to read in any
// text ("expired" is a token's in "token expired", "locked" a lock's in
// "database is locked"), read only behind an application-defined code,
// where the author names the object's state with them: "coupon expired",
// "account 7 is frozen", "cannot modify a closed period", "duplicate
// booking", "exceeds daily limit", "caller is not the owner".
var appOnlyWords = []pattern{
	{text: "not the owner", kind: denied, reason: "the caller is not the owner: a role it lacks"},
	{text: "not permitted", kind: denied, reason: "not permitted: an authority the caller lacks"},
	{text: "not allowed", kind: denied, reason: "not allowed: an authority the caller lacks"},
	{text: "duplicate", kind: conflict, word: true, reason: "a duplicate: the world holds what the step was to make"},
	{text: "expired", kind: premise, word: true, reason: "the object has expired"},
	{text: "frozen", kind: premise, word: true, reason: "the object is frozen"},
	// Set 1188: an invoice, a period or a payroll run that is finalised
	// refuses changes ("invoice is finalised: issue a credit note instead",
	// a SQLite trigger's RAISE), as a frozen one does; without "already"
	// (alreadyBlocking) or a refused act before it (stateAfterRefusal).
	{text: "finalised", kind: premise, word: true, reason: "the object is finalised: it refuses changes"},
	{text: "finalized", kind: premise, word: true, reason: "the object is finalized: it refuses changes"},
	// A hold placed on the object ("customer account is on credit hold",
	// a SQLite trigger's RAISE, set 1043): its state until someone lifts it.
	{text: "on hold", kind: premise, word: true, reason: "the object is on hold"},
	{text: "on credit hold", kind: premise, word: true, reason: "the object is on hold"},
	{text: "locked", kind: premise, word: true, reason: "the object is locked"},
	{text: "closed", kind: premise, word: true, reason: "the object is closed"},
	// Set 254: a resolved ticket or incident refuses edits ("incident 1 is
	// resolved and cannot be edited", a trigger's RAISE).
	{text: "resolved", kind: premise, word: true, reason: "the object is resolved"},
	{text: "suspended", kind: premise, word: true, reason: "the object is suspended"},
	{text: "inactive", kind: premise, word: true, reason: "the object is inactive"},
	{text: "limit", kind: premise, word: true, reason: "a limit the account or object holds is reached"},
	// A workflow step the object's current state does not allow ("invalid
	// status transition from draft to shipped"): the state is not what
	// the plan believed, as Jira's "current state of this issue".
	{text: "transition", kind: premise, reason: "the object's current state does not allow this transition"},
	{text: "before start", kind: invalid, reason: "arguments out of order (an end before its start)"},
	{text: "after end", kind: invalid, reason: "arguments out of order (a start after its end)"},
}

// payerActionWords: a payment that waits on its payer, who must come back
// to authenticate or approve it (strong customer authentication, 3-D
// Secure): Checkout.com's 20154 "3D Secure Authentication Required" (a
// soft decline: "retry the payment with 3DS"), PayPal's 422
// PAYER_ACTION_REQUIRED "Transaction cannot complete successfully,
// instruct the buyer to return to PayPal.", as Adyen's refusal
// "Authentication required" and Stripe's authentication_required (premise,
// adyen.go and stripe.go): the plan assumed a charge without the payer.
// Ahead of deniedWords, whose bare "authentication required" is the
// caller's own credential (set 1170).
var payerActionWords = []pattern{
	{text: "3d secure authentication required", kind: premise, reason: "the payer must authenticate the payment (3-D Secure): bring the payer back"},
	{text: "3ds authentication required", kind: premise, reason: "the payer must authenticate the payment (3-D Secure): bring the payer back"},
	{text: "3-d secure authentication required", kind: premise, reason: "the payer must authenticate the payment (3-D Secure): bring the payer back"},
	{text: "payer_action_required", kind: premise, reason: "the payer must act before the payment completes: bring the payer back"},
	{text: "instruct the buyer to return to", kind: premise, reason: "the payer must act before the payment completes: bring the payer back"},
}

// senderAuthWords (set 1627): a sender or sending domain the account has not
// authenticated yet (Zoho Campaigns 400009 "Sender domain not
// authenticated. Please authenticate your domain before sending.",
// Brevo's "the sender you used ... is not valid. Validate your sender
// or authenticate your domain"): an account step (DNS records, a
// verified sender), not the caller's credentials and not the call's
// form. Read ahead of "not authenticated" (deniedWords) and
// over a 403 (overDenied, through stateWords).
var senderAuthWords = []pattern{
	{text: "domain not authenticated", kind: premise, reason: "the sending domain is not authenticated on the account (a DNS/account step): authenticate it or send from one that is"},
	{text: "domain is not authenticated", kind: premise, reason: "the sending domain is not authenticated on the account (a DNS/account step): authenticate it or send from one that is"},
	{text: "authenticate your domain", kind: premise, reason: "the sending domain is not authenticated on the account (a DNS/account step): authenticate it or send from one that is"},
	{text: "validate your sender", kind: premise, reason: "the sender is not validated on the account (an account step): validate it or send from one that is"},
}

var (
	appOnlyMatcher = newMatcher(appOnlyWords)
	// appStateWords are read wherever a code is generic: the fallback
	// table (unseenWords) and what may overturn an invalid code
	// (overInvalid): a 400 or BAD_USER_INPUT whose message says "sold
	// out" is the world's state.
	appStateWords   = concat(alreadyWords(), appWords, yardiWords, senderAuthWords, balanceWords, retiredWords, selfApprovalWords, approverWords) // raised.go
	appMatcher      = newMatcher(appStateWords)
	appValueMatcher = newMatcher(appValueWords)
)

// alreadyBlocking are states an object reaches at the end of its life or
// of a process (shipped, settled, locked): an action other than the one
// that put it there is refused. The plan assumed the earlier state:
// premise.
var alreadyBlocking = [...]string{
	"shipped", "dispatched", "delivered", "fulfilled", "settled", "finalized", "finalised",
	"locked", "frozen", "voided", "expired", "redeemed", "sold", "checked out", "reconciled",
	// Set 246: a trip, flight or train that has left ("trip 102 has
	// already departed", a trigger's RAISE): no change or booking on it.
	"departed",
	// Set 1116: "void", the adjective of "voided" an invoice, a check or a
	// payment takes ("Invoice inv_1002 is void and cannot be paid").
	"void",
	// Set 1531: a poll, auction or event that has closed (Mastodon's 422
	// "Validation failed: The poll has already ended", which its docs call
	// "The poll has expired"): no vote or bid on it, as "expired".
	"ended",
}

// alreadyEither are participles that name the call's own act for one
// caller (close the issue, pay the invoice) and a blocking state for
// another (edit the closed issue): read only with a refusal of another
// act after them.
var alreadyEither = [...]string{
	"cancelled", "canceled", "closed", "paid", "completed", "deleted", "archived", "submitted", "approved",
	"rejected", "published", "merged", "signed", "posted", "invoiced", "billed",
	// Set 254: a ticket's or incident's end (Jira, PagerDuty, ServiceNow):
	// resolving it is one caller's act ("Incident Already Resolved" to a
	// resolve), a blocking state to another (edit a resolved incident).
	"resolved",
	// Set 1718: a print-on-demand order's production stages (Gelato's
	// "The order cannot be canceled, because at least one of the items is
	// in 'printed' status."): printing is a print call's own result and a
	// state that blocks a cancel or an edit of the order.
	"printed", "packaged",
}

// alreadyDone are results a call itself makes (issue, create, register,
// refund): "already issued" says the world holds what the step was to
// make: conflict (DESIGN.md), as Stripe's charge_already_refunded.
var alreadyDone = [...]string{
	"issued", "created", "registered", "taken", "refunded", "captured", "accepted", "recorded", "generated",
	"added", "assigned", "subscribed", "enrolled", "claimed", "applied", "imported", "uploaded",
	// An idempotent receiver's duplicate (set 256: a webhook endpoint's
	// "event evt_1 was already processed"; GitHub/Stripe-style receivers'
	// "has already been received"): the event is there already.
	"processed", "received",
	// Set 381: a check the call was to pass (Twilio 21450 "Phone number
	// already validated on your account"): the world holds it.
	"validated", "verified",
	// Set 387: an acknowledgement is the call's own result (Discord 40060
	// "Interaction has already been acknowledged", PagerDuty's and
	// Alertmanager-style "alert already acknowledged"): the world holds it.
	"acknowledged",
	// Set 1170: a payment authorization is the authorize call's own result
	// (PayPal's 422 ORDER_ALREADY_AUTHORIZED "Order already authorized. If
	// 'intent=AUTHORIZE' only one authorization per order is allowed.",
	// as its ORDER_ALREADY_CAPTURED): the world holds it.
	"authorized", "authorised",
	// Set 1531: a vote and a pin are the call's own results (Mastodon's
	// 422 "Validation failed: You have already voted on this poll",
	// docs.joinmastodon.org methods/polls; a status "already pinned"):
	// the world holds them. A count of them at its limit ("You have
	// already pinned the maximum number of posts") is countLimit's.
	"voted", "pinned",
	// Set 1692: an encryption the step was to apply (ansible-vault
	// encrypt's "ERROR! input is already encrypted", a disk or file tool's
	// "file is already encrypted"): the world holds it.
	"encrypted",
	// Set 1727: a reversal is the reversing call's own result (Yardi
	// Voyager's "Receipt has already been reversed" to
	// AddReceiptsReversalToBatch): the world holds it. "cannot be
	// reversed" without "already" is not read here.
	"reversed",
	// Set 1768: a crosspost or repost is the posting call's own result
	// (Discord 40033 "This message has already been crossposted.", X's
	// "You have already retweeted this Tweet."): the world holds it.
	"crossposted", "cross-posted", "reposted", "retweeted",
}

// alreadyWords turns the two lists into "already <participle>" and
// "already been <participle>" patterns, so that the wording tables read
// them at their place; "already exists" keeps its own (conflictWords).
func alreadyWords() []pattern {
	var out []pattern
	// Adyen's 704 "request already processed or in progress" under an
	// Idempotency-Key: a key whose first request ended gets that stored
	// response back, so the refusal comes only while the first request
	// still runs (docs.adyen.com api-idempotency): wait, then retry (sets
	// 901 and 1771, written blind, both transient).
	out = append(out, pattern{text: "already processed or in progress", kind: transient, word: true, reason: "the first request under this key is still in progress: wait for it, then retry (the stored result comes back)"})
	for _, w := range alreadyBlocking {
		r := "the object is already " + w + ": that state blocks the call (the plan assumed an earlier one)"
		out = append(out, pattern{text: "already " + w, kind: premise, word: true, reason: r},
			pattern{text: "already been " + w, kind: premise, word: true, reason: r},
			pattern{text: "been " + w + " already", kind: premise, word: true, reason: r})
	}
	for _, w := range alreadyDone {
		r := "already " + w + ": the world holds what the step was to make"
		out = append(out, pattern{text: "already " + w, kind: conflict, word: true, reason: r},
			pattern{text: "already been " + w, kind: conflict, word: true, reason: r},
			// The adverb after the participle says the same (Razorpay's
			// BAD_REQUEST_ERROR "The payment has been fully refunded
			// already", set 1455).
			pattern{text: "been " + w + " already", kind: conflict, word: true, reason: r},
			pattern{text: "was " + w + " already", kind: conflict, word: true, reason: r})
		// An adverb of completeness changes nothing (PayPal
		// CAPTURE_FULLY_REFUNDED "The capture has already been fully
		// refunded"); "partially" does, so it is not among them.
		for _, adv := range [...]string{"fully ", "completely ", "successfully "} {
			out = append(out, pattern{text: "already " + adv + w, kind: conflict, word: true, reason: r},
				pattern{text: "already been " + adv + w, kind: conflict, word: true, reason: r},
				pattern{text: "been " + adv + w + " already", kind: conflict, word: true, reason: r})
		}
	}
	return out
}

// alreadyRefusing reads a participle that names the call's own act for one
// caller and a blocking state for another (cancelled, closed, paid,
// completed) when the message goes on to refuse another act ("already
// closed, cannot edit"): then the state blocks that act, premise. Alone,
// such a participle is left to the other rules (a cancel of a cancelled
// run is conflict: finishedAlready). A redirect to another act in the
// same sentence ("invoice INV-3 is already paid; issue a credit note
// instead", set 1219) refuses the step's act as plainly.
func alreadyRefusing(t string) bool {
	for rest := range afterAlready(t) {
		for _, w := range alreadyEither {
			if !participleAt(rest, w) {
				continue
			}
			tail := rest[len(w):]
			if hasAny(tail, "cannot ", "can't ", "can not ", "unable to ", "not allowed") && !refusesSameAct(tail, w) {
				return true
			}
			if redirectsInstead(tail) {
				return true
			}
		}
	}
	return false
}

// changeVerb reports a verb (or its participle) that changes or removes an
// object that is there: edit, update, alter, delete. To an object already in
// a state the call itself makes ("already processed", "already issued") it
// is another act, which that state blocks.
func changeVerb(w string) bool {
	for _, v := range editVerbs {
		if hasPrefixFold(w, v) {
			return true
		}
	}
	return hasPrefixFold(w, "delet") || hasPrefixFold(w, "remov")
}

// doneThenChangeRefused reads an object already in a state a call makes
// ("already processed", "already issued"), then a refusal to change or
// remove it: "This payroll has already been processed. Its data cannot be
// updated or altered." (Gusto, set 1311). The state blocks that other act:
// premise, as alreadyRefusing reads the either-states. Alone, or with the
// same act refused ("already refunded and cannot be refunded again"), the
// participle keeps conflict.
func doneThenChangeRefused(t string) bool {
	for rest := range afterAlready(t) {
		w := wordFrom(rest, 0)
		if _, done := foldIn(w, alreadyDone[:]); done && refusesChangeAfter(rest[len(w):]) {
			return true
		}
	}
	return false
}

// refusesChangeAfter reports a refusal to change or remove the object in
// the sentence s begins or the next one: "has already been processed. Its
// data cannot be updated or altered." (Gusto, set 1311). The done state
// blocks the change.
func refusesChangeAfter(s string) bool {
	end := 0
	for n := 0; n < 2; n++ {
		e := strings.IndexAny(s[end:], ".\n")
		if e < 0 {
			end = len(s)
			break
		}
		end += e + 1
	}
	return changeVerb(refusedVerb(s[:end]))
}

// redirectsInstead reports the word "instead" in the sentence s begins: the
// author names another act the caller should take ("; issue a credit note
// instead").
func redirectsInstead(s string) bool {
	if e := strings.IndexAny(s, ".\n"); e >= 0 {
		s = s[:e]
	}
	return hasWord(s, "instead")
}

// alreadyRestricted reads an object already in a state (alreadyBlocking,
// alreadyEither) with the act then restricted, in the same sentence, to
// objects in another state: "order ORD-1 is already cancelled; refunds are
// only possible on paid orders" (set 233), "has already been paid; only
// draft invoices can be edited". The restriction is the refusal put the
// other way round; premise, as alreadyRefusing. A restriction that names
// the state's own act again ("can only be cancelled once") is not it.
func alreadyRestricted(t string) bool {
	for rest := range afterAlready(t) {
		w := wordFrom(rest, 0)
		if _, ok := stateWordAt(w); ok && restrictsOtherAct(rest[len(w):], w) {
			return true
		}
	}
	return false
}

// restrictsOtherAct reports an "only" restriction of an act ("only
// possible on", "only allowed for", "can only be", "only X may be") in the
// sentence s begins, that does not name the act of part.
func restrictsOtherAct(s, part string) bool {
	if e := strings.IndexAny(s, ".\n"); e >= 0 {
		s = s[:e]
	}
	i := indexFold(s, " only ")
	if i < 0 {
		return false
	}
	tail := s[i+len(" only "):]
	if !hasAny(tail, "possible", "allowed", "permitted", " be ") && !hasAny(s[:i+1], " can ", " may ") {
		return false
	}
	for j := 0; j < len(s); {
		if !isAlnum(s[j]) {
			j++
			continue
		}
		w := wordFrom(s, j)
		if strings.EqualFold(w, part) || sameAct(w, part) {
			return false
		}
		j += len(w)
	}
	return true
}

const alreadyAgainReason = "the object is already in the state the act makes, and the act is refused only for that: the world holds what the step was to make"

// alreadyAgain reads an object already in a state, with a refusal of the
// very act that makes it ("has already been cancelled and cannot be
// cancelled again", "was already accepted; it can't be accepted twice"):
// the world holds what the step was to make, conflict, whoever words it.
func alreadyAgain(t string) bool {
	for rest := range afterAlready(t) {
		// Not the states of alreadyBlocking: a voucher "already redeemed
		// and cannot be redeemed again" was used up, by whoever, which
		// the plan did not expect (premise).
		w := wordFrom(rest, 0)
		_, either := foldIn(w, alreadyEither[:])
		_, done := foldIn(w, alreadyDone[:])
		if !either && !done {
			continue
		}
		if refusesSameAct(rest[len(w):], w) {
			return true
		}
	}
	return refusedAsDone(t)
}

// refusedAsDone reads the other order: the refusal of an act, then the
// object already in the state that act makes ("You cannot confirm this
// PaymentIntent because it has already succeeded", "... because it has a
// status of succeeded", "cannot publish post 9: it is already published"),
// within one sentence. Conflict, as
// alreadyAgain: the world holds what the step was to make.
func refusedAsDone(t string) bool {
	for _, cue := range [...]string{"cannot ", "can't ", "can not ", "unable to ", "could not "} {
		for i := range foldMatches(t, cue) {
			full := t[i+len(cue):]
			rest := full
			if e := strings.IndexAny(rest, ".\n"); e >= 0 {
				rest = rest[:e]
			}
			if matchAt(rest, 0, "be ") {
				// The passive with a status: "This PaymentIntent could not
				// be captured because it has a status of succeeded" (set
				// 618). "cannot be published: already ..." is alreadyAgain's
				// order.
				if passiveStatusDone(rest[len("be "):]) {
					return true
				}
				// The status in the next sentence, which opens on it
				// (Cognito ConfirmSignUp's NotAuthorizedException "User
				// cannot be confirmed. Current status is CONFIRMED", set
				// 1204).
				if next, ok := statusSentenceAfter(full, len(rest)); ok && passiveStatusDone(full[len("be "):next]) {
					return true
				}
				// The passive with "already" after it, the same participle
				// both times: "project cannot be archived: it is already
				// archived", GoCardless's "could not be disabled, as it is
				// already disabled" (set 1621). "cannot be cancelled: it
				// has already been shipped" is another state (premise).
				if _, p, ok := actThenAlready(rest); ok && strings.EqualFold(p, wordFrom(rest, len("be "))) {
					_, either := foldIn(p, alreadyEither[:])
					_, done := foldIn(p, alreadyDone[:])
					if either || done {
						return true
					}
				}
				continue
			}
			verb, part, ok := actThenAlready(rest) // raised.go
			if !ok {
				verb, part, ok = actThenStatus(rest)
			}
			if !ok {
				continue
			}
			_, either := foldIn(part, alreadyEither[:])
			_, done := foldIn(part, alreadyDone[:])
			if (either || done || strings.EqualFold(part, "succeeded")) && sameAct(verb, part) {
				return true
			}
		}
	}
	return false
}

// passiveStatusDone reads the passive refusal after "cannot be ": the
// participle of the refused act, then the status the object has, and
// reports whether that status is the act's own result ("captured ...
// has a status of succeeded", "published because its status is
// 'Published'"). Stripe's PaymentIntent ends "succeeded" once confirmed
// or captured. A status that merely blocks the act ("captured ... has a
// status of canceled") is not.
func passiveStatusDone(rest string) bool {
	_, status, ok := actThenStatus(rest) // raised.go
	part := wordFrom(rest, 0)
	if !ok || part == "" {
		return false
	}
	if strings.EqualFold(part, status) {
		return true
	}
	if strings.EqualFold(status, "succeeded") {
		_, made := foldIn(part, []string{"confirmed", "captured", "charged", "paid"})
		return made
	}
	return false
}

// statusSentenceAfter reports whether the sentence after s[:e] (which ends
// at its full stop) opens on the object's status ("Current status is X",
// "Status is X", "Its status is X"), and returns where that sentence ends.
func statusSentenceAfter(s string, e int) (int, bool) {
	if e >= len(s) || s[e] != '.' {
		return 0, false
	}
	j := e + 1
	for j < len(s) && s[j] == ' ' {
		j++
	}
	opens := false
	for _, lead := range [...]string{"current status is ", "status is ", "its status is ", "the current status is "} {
		if matchAt(s, j, lead) {
			opens = true
			break
		}
	}
	if !opens {
		return 0, false
	}
	end := len(s)
	if k := strings.IndexAny(s[j:], ".\n"); k >= 0 {
		end = j + k
	}
	return end, true
}

// refusesSameAct reports whether the first refusal in s ("cannot be X",
// "can't X") refuses the act whose participle is part.
func refusesSameAct(s, part string) bool {
	if e := strings.IndexAny(s, ".\n"); e >= 0 {
		s = s[:e]
	}
	verb := refusedVerb(s)
	return verb != "" && (strings.EqualFold(verb, part) || sameAct(verb, part))
}

// refusedVerb returns the verb of the first refusal in s ("cannot be X",
// "can't X", "unable to X"), past a "be" or "been"; "" when s refuses
// nothing.
func refusedVerb(s string) string {
	for _, cue := range [...]string{"cannot ", "can't ", "can not ", "unable to ", "not allowed to "} {
		i := indexFold(s, cue)
		if i < 0 {
			continue
		}
		rest := s[i+len(cue):]
		for _, aux := range [...]string{"be ", "been "} {
			if matchAt(rest, 0, aux) {
				rest = rest[len(aux):]
			}
		}
		return wordFrom(rest, 0)
	}
	return ""
}

// foldIn returns the entry of list that w spells, whatever its case.
func foldIn(w string, list []string) (string, bool) {
	for _, s := range list {
		if strings.EqualFold(w, s) {
			return s, true
		}
	}
	return "", false
}

// stateRefusal reads the two other ways authors put an act refused for a
// state the object reached, without "already": the state as an adjective
// on the objects the rule covers ("paid invoices cannot be edited",
// "archived projects can't be modified"), and the state stated after the
// refusal ("cannot log time: the timesheet for this week has been
// submitted"). Only the states of alreadyBlocking and alreadyEither count:
// a participle such as "required" or "exceeded" names an argument or a
// limit, not where the object is. The act must not be the state's own (a
// cancel of cancelled orders is the call's own result). Premise: the
// arguments are fine, the object moved on from where the plan believed.
func stateRefusal(t string) bool {
	for _, modal := range [...]string{"cannot be ", "can't be ", "can not be ", "can no longer be ", "may not be ", "must not be "} {
		for i := range foldMatches(t, modal) {
			act := wordFrom(t, i+len(modal))
			if act == "" {
				continue
			}
			// Up to three words before the modal name the objects; the
			// first of them is the state.
			start := i
			record := false // a handle noun read as a business record
			for k := 0; k < 4 && start > 0; k++ {
				j := start - 1
				for j >= 0 && t[j] == ' ' {
					j--
				}
				e := j + 1
				for j >= 0 && isAlnum(t[j]) {
					j--
				}
				if e == j+1 {
					break
				}
				w := t[j+1 : e]
				if k == 0 && ownHandle(w) {
					// A transaction is also a ledger's or tax engine's
					// record (set 722: AvaTax "A locked transaction
					// cannot be modified."): read on only for states a
					// program's handle never takes (recordStates).
					if !recordNoun(w) {
						break
					}
					record = true
				}
				if st, ok := stateWordAt(w); ok && k > 0 && !sameAct(act, st) && (!record || recordState(st)) {
					return true
				}
				start = j + 1
			}
		}
	}
	for _, cue := range [...]string{"cannot ", "can't ", "can not ", "unable to "} {
		i := indexFold(t, cue)
		if i < 0 {
			continue
		}
		verb := wordFrom(t, i+len(cue))
		rest := t[i+len(cue):]
		// The state in a relative clause too: "cannot modify an order
		// that has shipped" (a SQLite trigger's RAISE, set 1043).
		for _, be := range [...]string{"has been ", "have been ", "that has ", "which has ", "that have ", "which have "} {
			j := indexFold(rest, be)
			if j < 0 {
				continue
			}
			if st, ok := stateWordAt(wordFrom(rest, j+len(be))); ok && verb != "" && !sameAct(verb, st) && !ownHandle(lastWord(rest[:j])) {
				return true
			}
		}
		// The state on the object the refused act names: "cannot modify
		// a submitted timesheet", "cannot delete a posted journal entry".
		if verb == "" || strings.EqualFold(verb, "be") {
			continue
		}
		obj := strings.TrimLeft(rest[len(verb):], " ")
		for _, prep := range [...]string{"from ", "to ", "on ", "in "} {
			if matchAt(obj, 0, prep) {
				obj = obj[len(prep):]
			}
		}
		for _, art := range [...]string{"a ", "an ", "the ", "this ", "that "} {
			if matchAt(obj, 0, art) {
				obj = obj[len(art):]
			}
		}
		st, ok := stateWordAt(wordFrom(obj, 0))
		if !ok || sameAct(verb, st) {
			continue
		}
		noun := wordFrom(strings.TrimLeft(obj[len(st):], " "), 0)
		if noun != "" && !ownHandle(noun) && !credentialNoun(noun) {
			return true
		}
	}
	// The state, then the refusal: "this invoice is paid and can no
	// longer be edited".
	for _, cue := range [...]string{" is ", " are ", " was "} {
		for i := range foldMatches(t, cue) {
			end := i + len(cue)
			st, ok := stateWordAt(wordFrom(t, end))
			if !ok || ownHandle(lastWord(t[:i])) || credentialNoun(lastWord(t[:i])) {
				continue
			}
			if refusalAfterState(t[end+len(st):]) {
				return true
			}
		}
	}
	return false
}

// removalRefusedInUse reads a delete refused because the object is the
// one in service: "We cannot delete an active deployment unless it is the
// only deployment in a given environment" (GitHub deployments, set 163),
// IAM DeletePolicyVersion "Cannot delete the default version of a
// policy", Docker "You cannot remove a running container". The arguments
// are right; the object must first leave that state (mark it inactive,
// make another version the default, stop it): premise. Only removal verbs
// count: "cannot create an active subscription" is another matter.
func removalRefusedInUse(t string) bool {
	// The same said passive, the role after "because it is" (set 1751:
	// Telnyx Wireless 70006 "... can not be deleted because it is the
	// default SIM card group on your account.").
	if strings.Contains(t, "because it is the ") && hasAny(t, "be deleted because it is the default", "be removed because it is the default", "be deleted because it is the active", "be removed because it is the active") {
		return true
	}
	for _, cue := range [...]string{"cannot ", "can't ", "can not ", "unable to "} {
		for i := range foldMatches(t, cue) {
			verb := wordFrom(t, i+len(cue))
			if !removalVerb(verb) {
				continue
			}
			obj := strings.TrimLeft(t[i+len(cue)+len(verb):], " ")
			for _, art := range [...]string{"a ", "an ", "the ", "this ", "that "} {
				if matchAt(obj, 0, art) {
					obj = obj[len(art):]
					break
				}
			}
			st := wordFrom(obj, 0)
			if !strings.EqualFold(st, "active") && !strings.EqualFold(st, "running") && !strings.EqualFold(st, "default") {
				continue
			}
			if noun := wordFrom(strings.TrimLeft(obj[len(st):], " "), 0); noun != "" && !ownHandle(noun) && !credentialNoun(noun) {
				return true
			}
		}
	}
	return false
}

// removalVerb reports a verb that takes an object away.
func removalVerb(v string) bool {
	for _, w := range [...]string{"delete", "remove", "destroy", "drop", "purge", "deregister", "unregister"} {
		if strings.EqualFold(v, w) {
			return true
		}
	}
	return false
}

// refusalAfterState reads what follows a state ("was cancelled", "is
// closed") for a refusal of an act in the same sentence. A short qualifier
// of the state (when, by whom: "on 2026-11-30", "at 09:30", "by the
// customer": up to four words) may come first; then a joint (" and ",
// "; ", ", ") and the refusal: "and cannot be shipped", "; no operations
// are permitted on closed accounts", ", no new invoices may be issued"
// (set 145).
func refusalAfterState(after string) bool {
	rest := after
	// A comparative on the qualifier's quantity is not a word of its own:
	// "was delivered more than 30 days ago and can no longer be refunded"
	// (set 279) qualifies the state as "31 days ago" would.
	for _, cmp := range [...]string{" more than ", " less than ", " over ", " at least "} {
		if matchAt(rest, 0, cmp) && len(rest) > len(cmp) && rest[len(cmp)] >= '0' && rest[len(cmp)] <= '9' {
			rest = rest[len(cmp)-1:]
			break
		}
	}
	for k := 0; ; k++ {
		if hasPrefixAny(rest, " and ", "; ", ", ", ". ", " — ") {
			break
		}
		if k == 4 || len(rest) == 0 || rest[0] != ' ' {
			return false
		}
		if len(rest) < 2 || !isAlnum(rest[1]) {
			return false
		}
		j := 2
		for j < len(rest) && (isAlnum(rest[j]) || strings.IndexByte("-/_:", rest[j]) >= 0) {
			j++
		}
		rest = rest[j:]
	}
	switch {
	case matchAt(rest, 0, " and "):
		rest = rest[len(" and "):]
	case matchAt(rest, 0, " — "):
		rest = rest[len(" — "):]
	default:
		rest = rest[len("; "):] // "; ", ", " or ". ": two bytes each
	}
	rest = strings.TrimLeft(rest, " ")
	if hasPrefixAny(rest, "cannot ", "can't ", "can not ", "can no longer ", "may not ", "may no longer ", "no longer ") {
		return true
	}
	if actsNoLongerTaken(rest) {
		return true
	}
	if !hasPrefixAny(rest, "no ") {
		return false
	}
	if e := strings.IndexAny(rest, ".;"); e >= 0 {
		rest = rest[:e]
	}
	return hasAny(rest, " permitted", " allowed", " accepted", " may be ", " can be ")
}

// actsNoLongerTaken reads the refusal after a state as the acts the object
// no longer takes, named as the clause's subject: "accounting period
// 2026-Q3 is closed; postings are no longer accepted" (held-out set 836),
// "This quiz is closed — submissions are no longer accepted", "This
// opportunity is closed. New applications are no longer accepted." The
// object moved on; no argument brings it back (premise). Up to three words
// of subject; only acceptance words, so "is closed; the connection is no
// longer usable" and the like keep their readings.
func actsNoLongerTaken(clause string) bool {
	if e := strings.IndexAny(clause, ".;"); e >= 0 {
		clause = clause[:e]
	}
	for _, be := range [...]string{" are no longer ", " is no longer "} {
		i := indexFold(clause, be)
		if i <= 0 || len(strings.Fields(clause[:i])) > 3 {
			continue
		}
		if _, ok := foldIn(wordFrom(clause, i+len(be)), []string{"accepted", "permitted", "allowed", "possible"}); ok {
			return true
		}
	}
	return false
}

// credentialNoun reports a credential's noun: "an expired token" is the
// caller's authority (denied), not a record's state.
func credentialNoun(w string) bool {
	w = strings.TrimSuffix(strings.ToLower(w), "s")
	switch w {
	case "token", "key", "credential", "certificate", "cert", "password", "secret", "signature", "jwt", "session", "cookie", "apikey":
		return true
	}
	return false
}

func hasPrefixAny(s string, ps ...string) bool {
	for _, p := range ps {
		if matchAt(s, 0, p) {
			return true
		}
	}
	return false
}

// recordNoun reports a handle noun that also names a business record: a
// ledger's, payment processor's or tax engine's transaction.
func recordNoun(w string) bool {
	return strings.EqualFold(w, "transaction") || strings.EqualFold(w, "transactions")
}

// recordState reports a state only a record reaches (posted, settled,
// voided, locked by a filed return), never a database transaction or
// another handle, which ends closed, completed, committed or finalized
// (set 41 keeps those the caller's own handle used out of order).
func recordState(st string) bool {
	switch strings.ToLower(st) {
	case "locked", "voided", "settled", "posted", "reconciled", "invoiced", "billed", "paid", "refunded", "shipped", "fulfilled", "redeemed", "approved", "rejected", "signed", "submitted", "archived":
		return true
	}
	return false
}

// ownHandle reports a noun for a handle the program holds (a client, a
// connection, a stream): "the client has been closed" is the caller's own
// object used out of order (invalid, set 41), not a record's state.
func ownHandle(w string) bool {
	w = strings.TrimSuffix(strings.ToLower(w), "s")
	switch w {
	case "client", "connection", "conn", "pool", "stream", "socket", "channel", "cursor", "file", "body",
		"reader", "writer", "transaction", "tx", "statement", "stmt", "handle", "db", "database", "pipe":
		return true
	}
	return false
}

// lastWord returns the last run of letters and digits in s.
func lastWord(s string) string {
	e := len(s)
	for e > 0 && !isAlnum(s[e-1]) {
		e--
	}
	b := e
	for b > 0 && isAlnum(s[b-1]) {
		b--
	}
	return s[b:e]
}

// wordFrom returns the run of letters and digits at s[i:].
func wordFrom(s string, i int) string {
	e := i
	for e < len(s) && isAlnum(s[e]) {
		e++
	}
	return s[i:e]
}

// stateWordAt reports whether w is one of the states an object reaches at
// the end of a process (alreadyBlocking, alreadyEither).
func stateWordAt(w string) (string, bool) {
	if s, ok := foldIn(w, alreadyBlocking[:]); ok {
		return s, true
	}
	return foldIn(w, alreadyEither[:])
}

// participleAt reports whether s starts with the word w, not a longer one.
func participleAt(s, w string) bool {
	return matchAt(s, 0, w) && (len(s) == len(w) || !isAlnum(s[len(w)]))
}

// stateBlocksActReason is the verdict of an end state followed by a
// refusal of another act (alreadyRefusing, refusedForState).
const stateBlocksActReason = "the object's state (already ended) blocks the act the message refuses: the plan assumed an earlier state"

// appMessage reads a message an application wrote behind a code that
// proves nothing (appWords above): the state and existence wording
// first, then the rest of the strong wording (a quota, a credential, a
// missing object), then the argument wording.
func appMessage(t string) (Result, bool) {
	if alreadyAgain(t) {
		return verdict(conflict, alreadyAgainReason)
	}
	if alreadyRefusing(t) || refusedForState(t) { // raised.go
		return verdict(premise, stateBlocksActReason)
	}
	if r, ok := matchWords(appMatcher, t); ok {
		return r, true
	}
	if onlyRoleMay(t) {
		return verdict(denied, "only a named role may do this (\"only a manager may approve ...\"): an authority the caller lacks; no argument meets it")
	}
	if notMemberActing(t) {
		return verdict(denied, "the actor is not a member of the project, team or group the act is in: membership is the authority it lacks")
	}
	if r, ok := matchWords(strongWords, t); ok {
		return r, true
	}
	// The world's state under a generic code ("try again later", "still
	// being processed"): the author may word it as any service does.
	if r, ok := overInvalidText(t); ok && r.Kind != invalid && r.Kind != ambiguous {
		return r, true
	}
	if r, ok := askedWords(t); ok { // raised.go
		return r, true
	}
	// A lookup the application made for the call that matched several
	// where it needed one ("postcode 10115 matches 2 customers (ids 1, 2);
	// pass a customer id", a PL/pgSQL lookup's RAISE; held-out set 580):
	// the call worked, its answer is a choice to narrow, ambiguous, as the
	// same words under a 4xx (serverquotes.go severalMatches). A count of
	// what the argument matches against a rule's list ("matches 2 of your
	// last 5 passwords") is the argument's own fault and keeps its reading.
	if severalMatches(t) && !matchedAgainstRule(t) {
		return verdict(ambiguous, "the application's lookup matched several where one was needed: narrow it")
	}
	// Before the state rules and the lone word "limit" (appOnlyWords): a
	// length the argument exceeds is its own size (lengthlimit.go, set 210).
	if lengthOverLimit(t) {
		return verdict(invalid, "the argument is longer than the length the application allows: shorten it")
	}
	// A cap stated per single order, request or transaction binds the
	// call's own argument (lengthlimit.go perCallLimit, set 1366).
	if perCallLimit(t) {
		return verdict(invalid, "the argument exceeds a cap the application sets on each order, request or transaction: lower it or split the call")
	}
	// Before the state rules: a format the argument is not in names the
	// argument ("phone number is not in E.164 format"), whatever object
	// word it uses ("credit limit is not in the expected format").
	if notInFormat(t) {
		return verdict(invalid, "the argument is not in the format the application requires: repair it")
	}
	// A value outside a closed list the application keeps ("unsupported
	// currency code: XYZ"): the call's argument (domainvalue.go, set 1464).
	if unsupportedDomainValue(t) {
		return verdict(invalid, "the value is not on a list the application keeps (a currency, country, language, locale or time zone it does not support): choose a supported one")
	}
	if reservedValue(t) { // reservedvalue.go
		return verdict(invalid, "the value or name the call chose is reserved by the application's rules: choose another")
	}
	if guardsState(t) {
		return verdict(premise, "a rule on a quantity the world holds (funds, stock, seats): the state the step assumed is not there")
	}
	if stateFirst(t) {
		return verdict(premise, "a state the object must reach first (\"not paid\", \"must be approved before\"): the plan assumed it had")
	}
	if restoreFirst(t) { // restorefirst.go
		return verdict(premise, "the application asks that the object be restored first (\"reopen it first\", \"unarchive the project first\"): it is in a state the plan did not expect")
	}
	if holdsDependents(t) { // dependents.go
		return verdict(premise, "the object still holds what depends on it (open or unpaid items, rows that reference it): settle or remove them first")
	}
	// Before the lone state words (appOnlyWords): "closed" is both one of
	// them and a participle of alreadyEither, and the whole bare sentence
	// "ticket 4812 is already closed" says more than the word (set 165).
	if alreadyAlone(t) {
		return verdict(conflict, "the application says only that the object is already in the state (\"invoice 2 is already paid\") and refuses no other act: it answers the act that makes that state, so the world holds what the step was to make; skip")
	}
	if r, ok := matchWords(appOnlyMatcher, t); ok {
		return r, true
	}
	if r, ok := matchWords(appValueMatcher, t); ok {
		return r, true
	}
	if fieldRequiredAlone(t) {
		return verdict(invalid, "the application says only that a field of the row is required (\"status required\"): the call left a value out; supply it")
	}
	if heldAlone(t) { // dependents.go
		return verdict(premise, "the application's refusal says only what the object still holds (\"customer has open invoices\"): settle or remove them first")
	}
	return Result{}, false
}

// alreadyAlone reads an application's whole message as the bare statement
// that the object already reached a state of alreadyEither ("invoice 2 is
// already paid", "Order 55 has already been approved."), with nothing
// after the participle but punctuation or the engine's trailing code. An
// author who refuses another act for that state names it ("already paid,
// cannot delete": alreadyRefusing, premise); one who names none answers the
// act that makes the state, a second payment of a paid invoice: conflict
// (set 106). Read only behind an application-defined code (appMessage's
// callers), last, so every other wording decides first.
func alreadyAlone(t string) bool {
	return alreadyEitherEnds(t, func(tail string) bool { return tail == "" || tail[0] == '(' })
}

// alreadyEitherEnds reports whether some "already (been) <participle of
// alreadyEither>" in t is followed by a tail (after spaces, '.' and '!')
// the ends func accepts as closing the sentence.
func alreadyEitherEnds(t string, ends func(tail string) bool) bool {
	for rest := range afterAlready(t) {
		for _, w := range alreadyEither {
			if participleAt(rest, w) && ends(strings.TrimLeft(rest[len(w):], " .!")) {
				return true
			}
		}
	}
	return false
}

// alreadyStated reads a refusal under a generic code (a 400, an
// invalid_request_error) whose sentence stops at "already <participle of
// alreadyEither>": the whole message, or one string of a JSON body
// ("errors":["Incident Already Resolved"]). As alreadyAlone reads it behind
// an application-defined code, a refusal that names no other act answers
// the act that makes the state: PagerDuty's "Incident Already Resolved" to
// a resolve (sets 254 and 889), OpenAI's "Upload upload_1 is already
// completed." to a complete (sets 437, 460, 499): conflict. Any refusal
// word ("cannot", "only") may name another act, and is left to the rules
// that read it; so is a line that shows the call was a read (GET, HEAD),
// which makes no state.
func alreadyStated(t string) bool {
	if hasAny(t, "cannot", "can't", "can not", "unable to", "not allowed", "only ", "no longer") {
		return false
	}
	if m, rest, ok := strings.Cut(strings.TrimSpace(t), " "); ok && (m == "GET" || m == "HEAD") && strings.Contains(rest, "://") {
		return false
	}
	// The sentence ends there, or the JSON string that holds it does.
	return alreadyEitherEnds(t, func(tail string) bool { return tail == "" || strings.IndexByte(`"'(]}\`, tail[0]) >= 0 })
}

const alreadyStatedReason = "the refusal says only that the object is already in the state (\"Incident Already Resolved\") and refuses no other act: it answers the act that makes that state, so the world holds what the step was to make; skip"

// appCodeText is the message of an application's RAISE as drivers render
// it, without the engine's own frame ("constraint failed: ", "ERROR: ",
// the trailing code): those frames hold words ("constraint") that are not
// the author's.
func appCodeText(t string) string {
	t = strings.TrimSpace(t)
	for _, p := range [...]string{"constraint failed: ", "ERROR: "} {
		if i := strings.Index(t, p); i >= 0 {
			t = t[i+len(p):]
		}
	}
	return t
}

// appDefinedCode reports a code that engines reserve for the application's
// own errors, as their clients render it: MySQL's SQLSTATE '45000'
// (SIGNAL; go-sql-driver "Error 1644 (45000): ..."), PostgreSQL's P0001,
// Oracle's ORA-20000..ORA-20999 (RAISE_APPLICATION_ERROR), SQL Server's
// THROW with error number 50000 ("Msg 50000, Level 16, ..."). So is a
// SQLSTATE the author made up (held-out set 552): MySQL reports any SIGNAL
// as error 1644 ER_SIGNAL_EXCEPTION whatever state it names ("Error 1644
// (45001): ..."), and PostgreSQL's RAISE ... USING ERRCODE takes any five
// characters, so a state outside every class the server defines
// ("(SQLSTATE CL001)") can only be the application's.
func appDefinedCode(t string) bool {
	// Every code but Oracle's holds "000": one scan rules most texts out.
	if strings.Contains(t, "000") && hasAny(t, "(45000)", "sqlstate[45000]", "sqlstate 45000", "(sqlstate p0001)", "msg 50000,", "error 50000") {
		return true
	}
	if hasAny(t, "error 1644 (") || madeUpSQLState(t) {
		return true
	}
	i := indexFold(t, "ora-20")
	if i < 0 {
		return false
	}
	_, w := leadingInt(t[i+4:])
	return w == 5
}

// stateFirst finds a state the object must reach before the call, in an
// author's words: "must be <participle> before" ("order 7 must be paid
// before shipping"), "not <participle>" or "not yet <participle>"
// ("cannot ship order 7: not paid"). The argument is fine; the object is
// not where the plan believed: premise.
func stateFirst(t string) bool {
	for _, cue := range [...]string{"must be ", "not yet ", "not "} {
		for i := range foldMatches(t, cue) {
			if i > 0 && isAlnum(t[i-1]) {
				continue
			}
			end := i + len(cue)
			w := end
			for w < len(t) && isAlnum(t[w]) {
				w++
			}
			word := t[end:w]
			if !participle(word) {
				continue
			}
			switch cue {
			case "must be ":
				if matchAt(t[w:], 0, " before ") {
					return true
				}
			default:
				// "not allowed", "not permitted", "not supported" name an
				// authority or a capability, not a state reached.
				if !hasAny(word, "allowed", "permitted", "supported", "authorized", "authorised", "authenticated", "implemented", "recognized", "recognised", "expected", "found", "defined", "specified", "provided", "required") {
					return true
				}
			}
		}
	}
	return false
}

// participle reports a past participle: a regular one ("approved") or
// one of the irregular ones authors use of an object's state.
func participle(w string) bool {
	if len(w) >= 4 && (w[len(w)-2:] == "ed" || w[len(w)-2:] == "ED") {
		return true
	}
	for _, p := range [...]string{"paid", "sent", "built", "made", "done", "shown", "given", "signed"} {
		if strings.EqualFold(w, p) {
			return true
		}
	}
	return false
}

// statePrevents reads a state named as what blocks an act, in the
// "<state> prevents <act>" form: Zendesk's 422 field error "Status: closed
// prevents ticket update" (ClosedPreventsUpdate), "archived state prevents
// editing", "locked status prevents changes". The state word (alreadyBlocking,
// alreadyEither) comes at most two words before "prevents"; the words
// between may only be "status" or "state". A handle the program holds ("a
// closed connection prevents writes") or a credential ("expired token
// prevents access") is no record's state; an act that is the state's own
// ("closed prevents closing") is left to the other rules. Premise: the
// object moved on from where the plan believed it was (set 165).
func statePrevents(t string) bool {
	for _, cue := range [...]string{" prevents ", " prevent "} {
		for i := range foldMatches(t, cue) {
			act := wordFrom(t, i+len(cue))
			if act == "" {
				continue
			}
			end := i
			for k := 0; k < 3 && end > 0; k++ {
				w := lastWord(t[:end])
				if w == "" {
					break
				}
				if st, ok := stateWordAt(w); ok {
					if !sameAct(act, st) {
						return true
					}
					break
				}
				if !strings.EqualFold(w, "status") && !strings.EqualFold(w, "state") {
					break
				}
				end = strings.LastIndex(t[:end], w)
			}
		}
	}
	return false
}

// roleNouns are the roles applications name when they keep an act to one
// of them ("only a manager may approve refunds over 500.00").
// notMemberActing reads an application's own authorisation check worded
// as membership: "user 5 is not a member of project 9" (a PL/pgSQL RAISE
// under a made-up SQLSTATE, set 1463), "you are not a member of this
// workspace". Membership is the authority to act there: denied, as
// onlyRoleMay. A removal or a departure of the member ("cannot remove
// user 7: not a member of group 3", "cannot leave ...") says the plan
// believed a membership that is not there, and an account outside every
// organization is the account's state (worldstate.go): both keep their
// readings.
func notMemberActing(t string) bool {
	if !hasAny(t, "not a member of ", "not a member in ") {
		return false
	}
	return !hasAny(t, "remove", "leave", "kick", "unassign", "revoke", "delete", "drop", "an organization", "an organisation")
}

var roleNouns = [...]string{
	"manager", "supervisor", "administrator", "admin", "owner", "approver", "moderator", "maintainer",
	"superuser", "director", "officer", "accountant", "auditor", "root",
}

// onlyRoleMay reads an application's own authorisation check worded as the
// one role allowed: "only" with an optional article and at most two words
// ending in a role noun, then "may", "can" or "is/are allowed/permitted"
// ("only a manager may approve refunds", "Only the account manager may
// change the credit limit", "only supervisors can void a posted
// invoice"). A state or a count in the same shape ("only a draft invoice
// may be edited", "only one coupon may be applied") names no role: it is
// left to the state and argument wording (set 270).
func onlyRoleMay(t string) bool {
	for i := range foldMatches(t, "only ") {
		if i > 0 && isAlnum(t[i-1]) {
			continue
		}
		words := strings.Fields(strings.ToLower(t[i+len("only "):]))
		if len(words) > 0 && (words[0] == "a" || words[0] == "an" || words[0] == "the") {
			words = words[1:]
		}
		for n := 1; n <= 2 && n < len(words); n++ {
			noun := strings.TrimSuffix(words[n-1], "s")
			isRole := false
			for _, r := range roleNouns {
				if noun == r {
					isRole = true
					break
				}
			}
			if !isRole {
				continue
			}
			switch words[n] {
			case "may", "can":
				return true
			case "is", "are":
				if n+1 < len(words) && (words[n+1] == "allowed" || words[n+1] == "permitted") {
					return true
				}
			}
		}
	}
	return false
}

// notInFormat reads an argument said not to be in a format: "not in"
// followed, within four words of the same clause, by the word "format"
// ("phone number '555-0100' is not in E.164 format", "is not in the
// expected format", "not in YYYY-MM-DD format"). "not in stock" and "not
// in a state that allows refunds" name the world's state, not a format
// (set 270).
func notInFormat(t string) bool {
	for i := range foldMatches(t, "not in ") {
		if i > 0 && isAlnum(t[i-1]) {
			continue
		}
		words := strings.Fields(strings.ToLower(t[i+len("not in "):]))
		for n, w := range words {
			if n >= 4 {
				break
			}
			w = strings.TrimRight(w, ".,;:!)'\"")
			if w == "format" {
				return true
			}
			if strings.ContainsAny(words[n], ",;:") || strings.HasSuffix(words[n], ".") || strings.HasSuffix(words[n], "!") {
				break
			}
		}
	}
	return false
}

// madeUpSQLState finds pgx's "(SQLSTATE XXnnn)" whose class PostgreSQL
// does not define (isSQLState: errcodes.txt's classes). ODBC's HY and IM
// are drivers' own classes, not an application's.
func madeUpSQLState(t string) bool {
	i := indexFold(t, "(sqlstate ")
	if i < 0 {
		return false
	}
	code := t[i+len("(sqlstate "):]
	if len(code) < 6 || code[5] != ')' {
		return false
	}
	code = code[:5]
	return sqlStateShaped(code) && !isSQLState(code) && code[:2] != "HY" && code[:2] != "IM"
}

// matchedAgainstRule reports "matches N of ...": a count of the entries of
// a rule's list the argument matched (a password against its history), not
// a lookup's several results.
func matchedAgainstRule(t string) bool {
	for _, w := range [...]string{"matches ", "matched "} {
		for i := range foldMatches(t, w) {
			rest := t[i+len(w):]
			k := 0
			for k < len(rest) && rest[k] >= '0' && rest[k] <= '9' {
				k++
			}
			if k > 0 && matchAt(rest, k, " of ") {
				return true
			}
		}
	}
	return false
}

// fieldRequiredAlone reads an application's whole message as "<field>
// required" ("status required", "Email required.", a trigger's
// RAISE(FAIL, 'status required'), set 1090): one or two words naming a
// field, then "required", then only punctuation or the engine's trailing
// code. Set 364 listed some nouns ("number required", "id required");
// the whole-message form covers any field. An authority or a payment
// ("login required", "payment required", "approval required") is no
// field the row carries and keeps the other rules' reading.
func fieldRequiredAlone(t string) bool {
	t = strings.TrimSpace(t)
	if i := strings.LastIndex(t, " ("); i > 0 && strings.HasSuffix(t, ")") && isDigits(t[i+2:len(t)-1]) {
		t = strings.TrimSpace(t[:i])
	}
	t = strings.TrimRight(t, ".!")
	if i := strings.LastIndex(t, ": "); i >= 0 {
		t = t[i+2:]
	}
	words := strings.Fields(strings.ToLower(t))
	if len(words) < 2 || len(words) > 3 || words[len(words)-1] != "required" {
		return false
	}
	for _, w := range words[:len(words)-1] {
		switch w {
		case "login", "authentication", "auth", "payment", "approval", "authorization", "upgrade", "subscription", "plan", "verification", "signin", "sign-in", "mfa", "2fa", "is", "are", "not", "no":
			return false
		}
		for _, r := range w {
			if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '-') {
				return false
			}
		}
	}
	return true
}
