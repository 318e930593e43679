import { CategoryPage } from '../../features/category/components/category-page';

export default CategoryPage;
