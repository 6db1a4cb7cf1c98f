'use client';
import Chip from '@mui/material/Chip';
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

/** The criteria, grouped by category: value, score, what it means and the Tehran median. */
export function CriteriaTable({ criteria, categories, showMethod }: { criteria: EnvironmentCriterionResult[]; categories: EnvironmentCategoryResult[]; showMethod: boolean }) {
  return (
    // Scrolls sideways on phones: a focusable region, so the keyboard can scroll it too (WCAG 2.1.1); its label
    // names the table inside.
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="جدول شاخص‌ها">
      {/* On phones the three columns fit without scrolling: narrower padding, and values and score chips wrap. */}
      <Table size="small" data-testid="criteria-table" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>شاخص</TableCell>
            <TableCell>مقدار</TableCell>
            <TableCell>امتیاز</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>میانهٔ تهران</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.map((cat) => {
            const rows = criteria.filter((c) => c.category === cat.id);
            if (rows.length === 0) return null;
            return (
              <Fragment key={cat.id}>
                <TableRow>
                  <TableCell colSpan={4} sx={{ bgcolor: 'action.hover', fontWeight: 700 }}>
                    {cat.name}
                  </TableCell>
                </TableRow>
                {rows.map((c) => (
                  <TableRow key={c.id} data-testid={`criterion-${c.id}`} data-available={c.available}>
                    <TableCell sx={{ minWidth: { xs: 130, sm: 220 } }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {c.name}
                      </Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.8 }}>
                        {c.available ? c.description : c.reason}
                      </Typography>
                      {showMethod && (
                        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.8 }}>
                          روش: {c.method} — منبع: {c.source}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' } }}>
                      {c.available ? formatCriterionValue(c) : <Typography variant="body2" sx={{ color: 'text.secondary' }}>{NO_DATA_LABEL}</Typography>}
                      {c.detail && (
                        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                          {toPersianDigits(c.detail)}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {c.available ? (
                        <Tooltip title={scoreWords(c.score)}>
                          <Chip
                            size="small"
                            color={scoreColor(c.score)}
                            label={`${toPersianDigits(c.score ?? 0)} از ۱۰۰، ${scoreWords(c.score)}`}
                            sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: { xs: 'normal', sm: 'nowrap' }, py: 0.25, lineHeight: 1.6 } }}
                          />
                        </Tooltip>
                      ) : (
                        <Chip size="small" variant="outlined" label="بدون امتیاز" />
                      )}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap', color: 'text.secondary' }}>
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
