package classify

// tsdbWords: time-series databases' own words for a failure whose kind
// their status or wrapper hides (held-out set 1588).
//
// A bucket the query or write names that the org does not hold, in
// InfluxDB 2.x's Flux wording: "failed to initialize execute state:
// failed to look up bucket \"noaa\" in org \"INFLUX\"" (influxdb issue
// 20184), "could not find bucket \"buck1\"" (vsflux issue 69): a missing
// object, as "bucket \"x\" not found" already reads.
//
// A Flux script that names what is not in scope: "type error 4:36-4:42:
// undefined identifier \"_value\"" (flux issue 1235), "error @1:1-1:4:
// undefined identifier x": the script is wrong, repaired in the call.
//
// A sample Prometheus's TSDB refuses by its timestamp: storage's
// ErrTooOldSample "too old sample" (older than the out-of-order window)
// and ErrOutOfOrderSample "out of order sample", which the remote-write
// handler has answered with a 500 (prometheus issues 13334, 13972): the
// issue calls it truly non-recoverable, so a retry repeats it; the
// timestamp is the wrong value, invalid. A duplicate sample for a
// timestamp stays conflict (set 400) and a bare "out of bounds" keeps its
// status's reading (an index out of bounds in a 500 is a server's fault).
//
// A write into a TimescaleDB chunk whose state refuses it: "insert/update/
// delete not permitted on chunk \"_hyper_7_32_chunk\"" with the hint "Make
// sure the chunk is not compressed." (timescaledb issue 2704), as set
// 915's "cannot update/delete rows from chunk ... as it is compressed":
// the chunk must be decompressed first, premise, not a lack of authority.
var tsdbWords = concat(droppedPointWords, []pattern{
	{text: "failed to look up bucket", kind: premise, reason: "the bucket the query or write names does not exist in the org (InfluxDB)"},
	{text: "could not find bucket", kind: premise, reason: "the bucket the query or write names does not exist in the org (InfluxDB)"},
	{text: "undefined identifier", kind: invalid, reason: "the script names an identifier that is not in scope (Flux type error): fix the query"},
	{text: "too old sample", kind: invalid, reason: "the sample is older than the TSDB accepts (Prometheus ErrTooOldSample): a retry repeats it"},
	{text: "out of order sample", kind: invalid, reason: "the sample is older than the series' newest one (Prometheus ErrOutOfOrderSample): a retry repeats it"},
	{text: "not permitted on chunk", kind: premise, reason: "the TimescaleDB chunk is in a state that refuses writes (compressed): decompress it first"},
})

// droppedPointWords: an InfluxDB partial write whose stated cause is the
// dropped points' own content (held-out set 1588, revising the set 31
// reading of every "partial write" as ambiguous): "partial write: field
// type conflict: input field \"v\" on measurement \"m\" is type float,
// already exists as type integer dropped=1", "partial write: points
// beyond retention policy dropped=3" (timestamps older than the bucket
// keeps), "partial write: unable to parse '...': invalid number". The rest
// of the batch is written and the named points are refused for what they
// are, so resending them fails every time (InfluxDB's write docs: the
// conflicting point is dropped; Quiq/influxdb-tools skips these rather
// than retry): repair or drop them, invalid. A partial write that names no
// cause, or a cap the database holds (influxCapWords), keeps its reading.
var droppedPointWords = []pattern{
	{text: "partial write: field type conflict", kind: invalid, reason: "some points were dropped because a field's type conflicts with the type the measurement holds (InfluxDB partial write): the rest were written; fix the type of the dropped points"},
	{text: "partial write: points beyond retention policy", kind: invalid, reason: "some points were dropped because their timestamps are older than the bucket keeps (InfluxDB partial write): the rest were written; the dropped points need other timestamps or another bucket"},
	{text: "partial write: unable to parse", kind: invalid, reason: "some lines of line protocol could not be parsed and were dropped (InfluxDB partial write): the rest were written; fix the dropped lines"},
}
