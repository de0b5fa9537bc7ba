import { PROFILE_ITEM_MESSAGES } from '@stave/contracts';

// The three profile sections (portfolio_items, experiences, education) differ only in
// their columns, so one repository and service serve all three from these descriptions.
export interface ProfileItemTable {
  area: 'portfolio' | 'experience' | 'education';
  table: string;
  // API field → column; dates are read back as YYYY-MM-DD.
  columns: Record<string, string>;
  dates: string[];
  notFound: string;
}

export const PORTFOLIO_TABLE: ProfileItemTable = {
  area: 'portfolio',
  table: 'portfolio_items',
  columns: { title: 'title', description: 'description', type: 'type', image: 'image', url: 'url', date: 'date' },
  dates: ['date'],
  notFound: PROFILE_ITEM_MESSAGES.portfolioNotFound,
};

export const EXPERIENCE_TABLE: ProfileItemTable = {
  area: 'experience',
  table: 'experiences',
  columns: { title: 'title', company: 'company', location: 'location', startDate: 'start_date', endDate: 'end_date', description: 'description' },
  dates: ['startDate', 'endDate'],
  notFound: PROFILE_ITEM_MESSAGES.experienceNotFound,
};

export const EDUCATION_TABLE: ProfileItemTable = {
  area: 'education',
  table: 'education',
  columns: {
    institution: 'institution',
    degree: 'degree',
    field: 'field',
    startDate: 'start_date',
    endDate: 'end_date',
    description: 'description',
  },
  dates: ['startDate', 'endDate'],
  notFound: PROFILE_ITEM_MESSAGES.educationNotFound,
};
