package lexa

import "strconv"

// Every stored file counts against its account's storage allowance (Plan.StorageBytes,
// docs/product.md "Plans"), whatever became of its analysis: a failed file is kept, and
// counts, until it is deleted.

// CheckDocumentStorage refuses storing adding more bytes for an account on plan planID
// whose files take stored bytes now, when that would pass the plan's storage allowance.
// The error is payment_required, naming the plan and the limit, in the words of
// CheckDocumentAllowance's.
func CheckDocumentStorage(planID string, stored, adding int64) error {
	limit := PlanStorageBytes(planID)
	if limit <= 0 || stored+adding <= limit {
		return nil
	}
	plan, _ := planByID(planID)
	return Errorf(EPaymentRequired, "Your %s plan includes %s of document storage; your documents take %s and this upload %s. Delete documents or upgrade your plan to store more.",
		plan, FormatBytes(limit), FormatBytes(stored), FormatBytes(adding))
}

// FormatBytes writes a size as people read it, in binary units with one decimal where
// it helps: 1 GB, 10 GB, 1.5 MB, 512 KB, 20 bytes.
func FormatBytes(n int64) string {
	units := []struct {
		size int64
		name string
	}{{1 << 30, "GB"}, {1 << 20, "MB"}, {1 << 10, "KB"}}
	for _, u := range units {
		// The largest unit the size rounds to at least one of: 1 GB less 10 bytes is 1 GB.
		if tenths := (n*10 + u.size/2) / u.size; tenths >= 10 {
			s := strconv.FormatInt(tenths/10, 10)
			if tenths%10 != 0 {
				s += "." + strconv.FormatInt(tenths%10, 10)
			}
			return s + " " + u.name
		}
	}
	return strconv.FormatInt(n, 10) + pick(n == 1, " byte", " bytes")
}
