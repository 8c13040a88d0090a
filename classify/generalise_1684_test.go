package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 8d1ceb42: 17/34 overall, 3/14 tricky.
// Tolerated: i1684-backing-relative-path: premise vs invalid (one-off): a relative -b resolved against the overlay's directory reads exactly as a missing backing file (ENOENT, "Could not open backing image."); only the doubled directory in the path tells them apart.
func TestIndependentCases1684(t *testing.T) {
	runIndependent(t, "testdata/independent1684.jsonl", true, "i1684-backing-relative-path")
}

// TestGeneralise1684QemuImageLock: QEMU's image locking, "Failed to get
// \"write\" lock\nIs another process using the image [x]?", from qemu-img,
// qemu-io and qemu-system as they print it (qemu docs
// system/qemu-block-drivers "Disk image file locking"): transient, the
// holder releases it. Near misses: a missing or unreadable image keeps
// premise or denied.
func TestGeneralise1684QemuImageLock(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"qemu-img resize, write lock", "exec", 1, "1", "qemu-img: Could not open '/var/lib/img/a.qcow2': Failed to get \"write\" lock\nIs another process using the image [/var/lib/img/a.qcow2]?\nexit status 1", rung.KindTransient},
		{"qemu-img info, shared lock", "exec", 1, "1", "qemu-img: Could not open '/var/lib/img/a.qcow2': Failed to get shared \"write\" lock\nIs another process using the image [/var/lib/img/a.qcow2]?\nexit status 1", rung.KindTransient},
		{"qemu-system drive", "exec", 1, "1", "qemu-system-x86_64: -drive file=/srv/vm.qcow2,if=virtio: Failed to get \"write\" lock\nIs another process using the image [/srv/vm.qcow2]?\nexit status 1", rung.KindTransient},
		{"rebase through the backing file", "", 0, "", "qemu-img: Could not open 'ovl.qcow2': Could not open backing file: Failed to get shared \"write\" lock\nIs another process using the image [base.qcow2]?", rung.KindTransient},
		{"near miss: missing image", "exec", 1, "1", "qemu-img: Could not open '/var/lib/img/a.qcow2': Could not open '/var/lib/img/a.qcow2': No such file or directory\nexit status 1", rung.KindPremise},
		{"near miss: unreadable image", "exec", 1, "1", "qemu-img: Could not open '/var/lib/img/a.qcow2': Could not open '/var/lib/img/a.qcow2': Permission denied\nexit status 1", rung.KindDenied},
	})
}

// TestGeneralise1684QemuImgCheck: qemu-img check's summary, read by the
// manual's exit codes: 2 "errors were found on the image" (corrupted,
// premise), 3 "leaked clusters were found on the image" (no harm to data:
// the check worked, ambiguous). Near misses: a check that found nothing,
// and a format without checks, keep their readings.
func TestGeneralise1684QemuImgCheck(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"corrupted, exit 2", "exec", 2, "2", "ERROR cluster 0 refcount=0 reference=1\n\n1 errors were found on the image.\nData may be corrupted, or further writes to the image may corrupt it.\nexit status 2", rung.KindPremise},
		{"corrupted with leaks too", "exec", 2, "2", "ERROR OFLAG_COPIED data cluster: l2_entry=8000000000050000 refcount=2\nLeaked cluster 9 refcount=1 reference=0\n\n3 errors were found on the image.\nData may be corrupted, or further writes to the image may corrupt it.\n\n1 leaked clusters were found on the image.\nThis means waste of disk space, but no harm to data.\nexit status 2", rung.KindPremise},
		{"leaks only, exit 3", "exec", 3, "3", "Leaked cluster 7 refcount=1 reference=0\nLeaked cluster 8 refcount=1 reference=0\n\n2 leaked clusters were found on the image.\nThis means waste of disk space, but no harm to data.\nexit status 3", rung.KindAmbiguous},
		{"leaks only, no status", "", 0, "", "Leaked cluster 12 refcount=1 reference=0\n\n1 leaked clusters were found on the image.\nThis means waste of disk space, but no harm to data.", rung.KindAmbiguous},
		{"near miss: missing image", "exec", 1, "1", "qemu-img: Could not open 'x.qcow2': Could not open 'x.qcow2': No such file or directory\nexit status 1", rung.KindPremise},
	})
}

// TestGeneralise1684QemuImgArguments: qemu-img's refusals of its own
// arguments (qemu-img manual): the wrong -f, a shrink without --shrink, a
// backing file without -F, an unknown compat level or format name:
// invalid. Near misses: a header that is damaged, an image with no backing
// file for commit, a missing file: premise.
func TestGeneralise1684QemuImgArguments(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"wrong -f qcow2", "exec", 1, "1", "qemu-img: Could not open 'disk.img': Image is not in qcow2 format\nexit status 1", rung.KindInvalid},
		{"wrong -f vmdk", "exec", 1, "1", "qemu-img: Could not open 'disk.img': Image is not in vmdk format", rung.KindInvalid},
		{"shrink", "exec", 1, "1", "qemu-img: Use the --shrink option to perform a shrink operation.\nqemu-img: warning: Shrinking an image will delete all data beyond the shrunken image's end. Before performing such an operation, make sure there is no important data there.\nexit status 1", rung.KindInvalid},
		{"no -F", "exec", 1, "1", "qemu-img: ovl.qcow2: Backing file specified without backing format\nDetected format of raw.\nexit status 1", rung.KindInvalid},
		{"compat", "exec", 1, "1", "qemu-img: Unknown compatibility level 2.0\nexit status 1", rung.KindInvalid},
		{"format name", "exec", 1, "1", "qemu-img: x.img: Unknown file format 'vhd'\nexit status 1", rung.KindInvalid},
		{"near miss: damaged header", "exec", 1, "1", "qemu-img: Could not open 'a.qcow2': Unsupported cluster size: 2^1195704336\nexit status 1", rung.KindPremise},
		{"near miss: image marked corrupt", "exec", 1, "1", "qemu-img: Could not open 'a.qcow2': qcow2: Image is corrupt; cannot be opened read/write\nexit status 1", rung.KindPremise},
		{"near miss: commit without backing", "exec", 1, "1", "qemu-img: Image does not have a backing file\nexit status 1", rung.KindPremise},
	})
}

// TestGeneralise1684LibvirtStateHolds: libvirt's VIR_ERR_OPERATION_INVALID
// for a stop or start act whose state already holds, as virsh prints it:
// destroy or shutdown on a domain not running, pool-start or net-start on
// what is active: conflict, as "domain is already running" (set 595). Near
// misses: another act that needs a running domain (suspend) and a pool
// "still active" for undefine keep premise.
func TestGeneralise1684LibvirtStateHolds(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"destroy", "exec", 1, "1", "error: Failed to destroy domain 'vm1'\nerror: Requested operation is not valid: domain is not running\nexit status 1", rung.KindConflict},
		{"shutdown", "exec", 1, "1", "error: Failed to shutdown domain 'vm1'\nerror: Requested operation is not valid: domain is not running\nexit status 1", rung.KindConflict},
		{"pool-start", "exec", 1, "1", "error: Failed to start pool default\nerror: Requested operation is not valid: storage pool 'default' is active\nexit status 1", rung.KindConflict},
		{"pool-start, already", "exec", 1, "1", "error: Failed to start pool images\nerror: Requested operation is not valid: storage pool 'images' is already active\nexit status 1", rung.KindConflict},
		{"net-start", "exec", 1, "1", "error: Failed to start network default\nerror: Requested operation is not valid: network is already active\nexit status 1", rung.KindConflict},
		{"near miss: start a running domain (set 595)", "exec", 1, "1", "error: Failed to start domain 'vm1'\nerror: Requested operation is not valid: domain is already running\nexit status 1", rung.KindConflict},
		{"near miss: suspend a stopped domain", "exec", 1, "1", "error: Failed to suspend domain 'vm1'\nerror: Requested operation is not valid: domain is not running\nexit status 1", rung.KindPremise},
		{"near miss: undefine an active pool", "exec", 1, "1", "error: Failed to undefine pool images\nerror: Requested operation is not valid: storage pool 'images' is still active\nexit status 1", rung.KindPremise},
	})
}

// TestGeneralise1684LibvirtLookup: virsh's and libvirt's words for what the
// call named: "failed to get domain 'x'" alone (no such domain, premise),
// "specifying --pool might help" (a volume looked up without its pool,
// invalid), "is already defined with uuid" (a new XML reusing another
// domain's uuid, invalid) and VIR_ERR_NO_SUPPORT "this function is not
// supported by the connection driver" (the driver lacks the API, premise).
// Near misses: "already exists with uuid" for the same name stays
// conflict; a network not found stays premise.
func TestGeneralise1684LibvirtLookup(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"domain", "exec", 1, "1", "error: failed to get domain 'web-3'\nexit status 1", rung.KindPremise},
		{"vol without pool", "exec", 1, "1", "error: failed to get vol 'root.qcow2', specifying --pool might help\nerror: Storage volume not found: no storage vol with matching path 'root.qcow2'\nexit status 1", rung.KindInvalid},
		{"uuid reused", "exec", 1, "1", "error: Failed to define domain from vm2.xml\nerror: operation failed: domain 'vm1' is already defined with uuid 6695eb01-f6a4-8304-79aa-97f2502e193f\nexit status 1", rung.KindInvalid},
		{"no support attach", "exec", 1, "1", "error: Failed to attach device from disk.xml\nerror: this function is not supported by the connection driver: virDomainAttachDevice\nexit status 1", rung.KindPremise},
		{"no support snapshot", "exec", 1, "1", "error: this function is not supported by the connection driver: virDomainSnapshotCreateXML\nexit status 1", rung.KindPremise},
		{"near miss: name taken", "exec", 1, "1", "error: Failed to create domain from vm.xml\nerror: operation failed: domain 'vm1' already exists with uuid 6695eb01-f6a4-8304-79aa-97f2502e193f\nexit status 1", rung.KindConflict},
		{"near miss: network", "exec", 1, "1", "error: failed to get network 'lan'\nerror: Network not found: no network with matching name 'lan'\nexit status 1", rung.KindPremise},
	})
}
