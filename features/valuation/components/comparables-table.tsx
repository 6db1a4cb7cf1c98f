import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ValuationComparable, ValuationKind } from '@/lib/contracts/valuation';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliMonth } from '@/lib/fa/jalali';
import { formatMoney } from '@/lib/fa/money';
import { formatDecimal } from '@/lib/fa/number';

const yesNo = (v: boolean | null) => (v === null ? '—' : v ? 'دارد' : 'ندارد');
const num = (v: number | null) => (v === null ? '—' : toPersianDigits(v));

// Read by screen readers before the rows; the section heading already says it to everyone else. Sizes are strings:
// sx reads a bare 1 as 100%, and a caption as wide as the viewport pushed the page sideways (RTL overflow scrolls).
const hiddenCaption = { position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

// An amount never splits from its unit on screen ("۶۵۰ میلیون" / "تومان" reads as two figures).
const oneLine = { whiteSpace: 'nowrap' } as const;

// Eleven or twelve columns: on a desktop a little less padding lets them fit the card (1018px at full width) instead
// of scrolling it. On paper there is no scrolling at all: the table takes the page's width, so every cell may wrap
// (amounts too) in a smaller type.
const tableSx = {
  '& .MuiTableCell-root': { px: { md: 1.5 } },
  '@media print': {
    '& .MuiTableCell-root': { px: 0.5, py: 0.5, fontSize: '0.6875rem', lineHeight: 1.5 },
    '& .MuiTableCell-root, & .MuiTableCell-root *': { whiteSpace: 'normal' },
  },
} as const;

/** Similar listings behind the estimate, with their asking figures and the value brought to the price date. */
export function ComparablesTable({ rows, kind }: { rows: ValuationComparable[]; kind: ValuationKind }) {
  if (rows.length === 0) return <Typography sx={{ color: 'text.secondary' }}>آگهی مشابهی برای نمایش وجود ندارد.</Typography>;
  // Distances exist only when the estimate was pinned on the map and the listing had coordinates; a column of
  // dashes says nothing, and the neighbourhood column already places every listing.
  const showDistance = rows.some((c) => c.distance_km !== null);
  // Prices come right after the place and size: on a phone they are what shows before any sideways scroll.
  return (
    <>
      {/* Below lg the card is narrower than its full 1018px and the table may not fit it. */}
      <Typography variant="caption" sx={{ display: { xs: 'block', lg: 'none' }, displayPrint: 'none', color: 'text.secondary', mb: 0.5 }} data-testid="comparables-scroll-hint">
        برای دیدن همهٔ ستون‌ها، جدول را به پهلو بکشید.
      </Typography>
      {/* Scrolls sideways on phones and narrow windows: a focusable region, so the keyboard can scroll it too
          (WCAG 2.1.1); its label names the table inside. */}
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto', '@media print': { overflowX: 'visible' } }} tabIndex={0} role="region" aria-label="آگهی‌های مشابه">
      <Table size="small" data-testid="comparables-table" sx={tableSx}>
        <Box component="caption" sx={hiddenCaption}>
          {`${toPersianDigits(rows.length)} آگهی مشابه، به ترتیب شباهت به این ملک`}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell>محله</TableCell>
            <TableCell>متراژ</TableCell>
            <TableCell>{kind === 'sale' ? 'قیمت آگهی' : 'ودیعه / اجاره'}</TableCell>
            <TableCell>هر متر مربع</TableCell>
            <TableCell>ارزش به تاریخ برآورد</TableCell>
            <TableCell>سال ساخت</TableCell>
            <TableCell>اتاق</TableCell>
            <TableCell>طبقه</TableCell>
            <TableCell>آسانسور</TableCell>
            <TableCell>پارکینگ</TableCell>
            <TableCell>ماه آگهی</TableCell>
            {showDistance && <TableCell>فاصله</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((c, i) => (
            <TableRow key={i} data-testid="comparable-row">
              <TableCell>{c.neighbourhood.name_fa}</TableCell>
              <TableCell>{toPersianDigits(c.area)}</TableCell>
              {kind === 'sale' ? (
                <TableCell sx={oneLine}>{c.asking_price !== undefined ? formatMoney(c.asking_price) : '—'}</TableCell>
              ) : (
                // The widest cell: on a phone it stays one line (the table scrolls anyway); on a desktop the rent
                // may go under the deposit, after the slash, so the table fits its card.
                <TableCell sx={{ whiteSpace: { xs: 'nowrap', md: 'normal' } }}>
                  <Box component="span" sx={oneLine}>{`${formatMoney(c.deposit ?? 0)} /`}</Box>{' '}
                  {/* A full-deposit listing has no rent to show: «رهن کامل», not «۰ تومان». */}
                  <Box component="span" sx={oneLine}>{c.monthly_rent ? formatMoney(c.monthly_rent) : 'رهن کامل'}</Box>
                </TableCell>
              )}
              <TableCell sx={oneLine}>{formatMoney(c.price_per_m2)}</TableCell>
              <TableCell sx={oneLine}>{formatMoney(c.adjusted_to_price_date)}</TableCell>
              <TableCell>{num(c.build_year)}</TableCell>
              <TableCell>{num(c.rooms)}</TableCell>
              <TableCell>{num(c.floor)}</TableCell>
              <TableCell>{yesNo(c.elevator)}</TableCell>
              <TableCell>{yesNo(c.parking)}</TableCell>
              <TableCell sx={oneLine}>{formatJalaliMonth(c.listing_month)}</TableCell>
              {showDistance && (
                <TableCell sx={oneLine}>{c.distance_km === null ? '—' : `${formatDecimal(c.distance_km, 1)} کیلومتر`}</TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      </TableContainer>
    </>
  );
}
