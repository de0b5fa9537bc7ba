export { SearchBox } from '@/features/search/components/SearchBox';
