'use client';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { EnvironmentCategoryResult, EnvironmentCriterionResult } from '@/lib/contracts/environment';
import { NO_DATA_LABEL } from '@/lib/contracts/environment';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatCriterionValue, scoreColor, scoreWords } from './format-criterion';

/**
 * Below `md` (the page's own two-column breakpoint) the four columns left the criterion's text about 130 px on a
 * phone and 220 px on a tablet (rows ~230-310 px tall, the extended report ~16,000 px long at 390 px), so each
 * criterion becomes a block there: its name with the score beside it, then the description (and the method's
 * disclosure) at full width, then the value and the Tehran median, labelled. The table's header is only hidden
 * from sight, and every element states its table role, because a table whose rows and cells are no longer
 * `display: table-*` loses its table semantics in some browsers (Safari). An A4 page is narrower than `md`: print
 * gets the blocks too, each kept whole on its page and with its method written out.
 */
const stackedBelowMd: SxProps<Theme> = (theme) => ({
  '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
  [theme.breakpoints.down('md')]: {
    display: 'block',
    '& thead': {
      display: 'block',
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
    '& tbody': { display: 'block' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: theme.spacing(1),
      alignItems: 'start',
      px: 1,
      py: 1.25,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody .MuiTableCell-root': { display: 'block', border: 0, p: 0 },
    '& tbody tr[data-row="category"]': { p: 0 },
    '& [data-cell="category"]': { gridColumn: '1 / -1', px: 1, py: 1 },
    // The criterion spans the row; its name takes the first column, next to the score, and the rest of its
    // text both columns (subgrid: the score's column is as wide as its chip).
    '& tbody [data-cell="criterion"]': { gridColumn: '1 / -1', gridRow: 1, display: 'grid', gridTemplateColumns: 'subgrid' },
    '& [data-cell="criterion"] > *': { gridColumn: '1 / -1' },
    '& [data-cell="criterion"] > [data-part="name"]': { gridColumn: 1, minHeight: 26, alignSelf: 'center' },
    '& [data-cell="score"]': { gridColumn: 2, gridRow: 1, justifySelf: 'end' },
    '& [data-cell="value"]': { gridColumn: 1, gridRow: 2, mt: 0.75 },
    '& [data-cell="median"]': { display: 'block', gridColumn: 2, gridRow: 2, mt: 0.75, textAlign: 'right' },
  },
  '@media print': {
    '& tbody tr': { breakInside: 'avoid' },
    // Browsers leave backgrounds out of print by default, which left a filled chip's white score text on white.
    '& .MuiChip-root': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
    '& [data-part="method"]': { display: 'block' },
    '& [data-part="method-disclosure"]': { display: 'none' },
  },
});

/** Shown only in the stacked layout, where the column headers are out of sight; hidden from screen readers, which announce the header. */
function StackedLabel({ children }: { children: string }) {
  return (
    <Box component="span" aria-hidden="true" data-stacked-label sx={{ display: { xs: 'inline', md: 'none' }, color: 'text.secondary' }}>
      {children}{' '}
    </Box>
  );
}

const methodText = { color: 'text.secondary', display: 'block', lineHeight: 1.8 } as const;

/**
 * How a criterion is measured and from which data (the extended report). On phones it waits behind a disclosure:
 * three or four more lines under each of 50 criteria made the report thousands of pixels longer. Wider screens
 * and print show it as a line under the description; display: none keeps the copy out of sight also out of the
 * accessibility tree.
 */
function CriterionMethod({ criterion: c }: { criterion: EnvironmentCriterionResult }) {
  const text = `روش: ${c.method} — منبع: ${c.source}`;
  return (
    <>
      <Typography variant="caption" data-part="method" sx={{ ...methodText, display: { xs: 'none', md: 'block' } }}>
        {text}
      </Typography>
      <Box component="details" data-part="method-disclosure" sx={{ display: { xs: 'block', md: 'none' }, mt: 0.25 }}>
        <Typography component="summary" variant="caption" sx={{ color: 'primary.main', cursor: 'pointer', py: 0.5, width: 'fit-content' }}>
          روش محاسبه و منبع
        </Typography>
        <Typography variant="caption" sx={methodText}>
          {text}
        </Typography>
      </Box>
    </>
  );
}

/** The criteria, grouped by category: value, score, what it means and the Tehran median. */
export function CriteriaTable({ criteria, categories, showMethod }: { criteria: EnvironmentCriterionResult[]; categories: EnvironmentCategoryResult[]; showMethod: boolean }) {
  return (
    // Should the four columns ever be wider than the screen, it scrolls sideways: a focusable region, so the
    // keyboard can scroll it too (WCAG 2.1.1); its label names the table inside.
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="جدول شاخص‌ها">
      <Table size="small" data-testid="criteria-table" role="table" sx={stackedBelowMd}>
        <TableHead role="rowgroup">
          <TableRow role="row">
            <TableCell role="columnheader">شاخص</TableCell>
            <TableCell role="columnheader">مقدار</TableCell>
            <TableCell role="columnheader">امتیاز</TableCell>
            <TableCell role="columnheader">میانهٔ تهران</TableCell>
          </TableRow>
        </TableHead>
        <TableBody role="rowgroup">
          {categories.map((cat) => {
            const rows = criteria.filter((c) => c.category === cat.id);
            if (rows.length === 0) return null;
            return (
              <Fragment key={cat.id}>
                <TableRow role="row" data-row="category">
                  <TableCell role="cell" colSpan={4} data-cell="category" sx={{ bgcolor: 'action.hover', fontWeight: 700 }}>
                    {cat.name}
                  </TableCell>
                </TableRow>
                {rows.map((c) => (
                  <TableRow key={c.id} role="row" data-testid={`criterion-${c.id}`} data-available={c.available}>
                    <TableCell component="th" scope="row" role="rowheader" data-cell="criterion" sx={{ minWidth: { md: 220 } }}>
                      <Typography variant="body2" data-part="name" sx={{ fontWeight: 600 }}>
                        {c.name}
                      </Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.8 }}>
                        {c.available ? c.description : c.reason}
                      </Typography>
                      {showMethod && <CriterionMethod criterion={c} />}
                    </TableCell>
                    <TableCell role="cell" data-cell="value" sx={{ whiteSpace: { md: 'nowrap' } }}>
                      <StackedLabel>مقدار:</StackedLabel>
                      {c.available ? formatCriterionValue(c) : <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>{NO_DATA_LABEL}</Typography>}
                      {c.detail && (
                        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                          {toPersianDigits(c.detail)}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell role="cell" data-cell="score">
                      {c.available ? (
                        <Tooltip title={scoreWords(c.score)}>
                          <Chip
                            size="small"
                            color={scoreColor(c.score)}
                            label={`${toPersianDigits(c.score ?? 0)} از ۱۰۰، ${scoreWords(c.score)}`}
                            sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'nowrap', py: 0.25, lineHeight: 1.6 } }}
                          />
                        </Tooltip>
                      ) : (
                        <Chip size="small" variant="outlined" label="بدون امتیاز" />
                      )}
                    </TableCell>
                    <TableCell role="cell" data-cell="median" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                      <StackedLabel>میانهٔ تهران:</StackedLabel>
                      {c.tehran_median_value === null ? '—' : formatCriterionValue(c, c.tehran_median_value)}
                    </TableCell>
                  </TableRow>
                ))}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
